import { useLayoutEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Whether a form may be submitted, for a form on a prerendered page: it shows before the page's JavaScript has run.
 * Until the page has hydrated its submit button must stay disabled, or the browser would submit the form itself, as
 * a GET that puts the fields (a password) into the URL. False in the prerendered HTML and during hydration, true
 * from the render after it (and at once on a page rendered in the browser).
 *
 * What the visitor typed meanwhile is in the inputs but not in the form's state: it is taken into `setValues` as the
 * form hydrates, so nothing typed is lost. In a layout effect: the render that enables the button follows hydration
 * at once, and would write the state's empty values back into the inputs before a passive effect could read them.
 */
export function useFormReady<V extends object>(form: RefObject<HTMLFormElement | null>, setValues: Dispatch<SetStateAction<V>>): boolean {
  const ready = useHydrated();
  useLayoutEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    setValues((values) => {
      let next = values;
      for (const [name, value] of Object.entries(values) as [string, unknown][]) {
        const input = fields.namedItem(name);
        if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) continue;
        const typed = typeof value === 'boolean' && input instanceof HTMLInputElement ? input.checked : input.value;
        if (typed !== value) next = { ...next, [name]: typed };
      }
      return next;
    });
  }, [form, setValues]);
  return ready;
}
