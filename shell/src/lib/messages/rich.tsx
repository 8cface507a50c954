import { Fragment, type ReactNode } from 'react';

// A message that places elements among its words ('I agree to the {terms} and {privacy}'): the compiled messages
// build strings, so each element's argument gets a marker, and the string is cut at the markers. Each language then
// keeps its own word order around the links.
const MARK = '\u0001';

/** `message` with each of `parts`' elements in its argument's place. */
export function richMessage(message: (values: Record<string, unknown>) => string, parts: Record<string, ReactNode>): ReactNode {
  const markers = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  return message(markers)
    .split(MARK)
    .map((piece, i) => <Fragment key={i}>{i % 2 ? parts[piece] : piece}</Fragment>);
}
