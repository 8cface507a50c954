import { Fragment, type ReactNode } from 'react';

// A character no message contains: it marks where each element goes in the compiled text.
const MARK = '\u0000';

/**
 * A message with elements inside it (a link, a <strong>), each where its argument stands in the language's own word
 * order: rich(t.accessDemo, { link: <Link …>{t.accessDemoLink()}</Link> }).
 */
export function rich(
  message: (values?: Record<string, unknown>) => string,
  elements: Record<string, ReactNode>,
  values: Record<string, unknown> = {},
): ReactNode[] {
  const names = Object.keys(elements);
  const marks = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  return message({ ...values, ...marks })
    .split(MARK)
    .map((part, i) => (i % 2 ? <Fragment key={i}>{elements[names[Number(part)]]}</Fragment> : part));
}
