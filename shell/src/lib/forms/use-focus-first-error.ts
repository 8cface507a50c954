import { useEffect, useRef } from 'react';

/** After a failed check, moves focus to the first invalid field so keyboard and screen-reader users land on it. */
export function useFocusFirstError(errors: object) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return formRef;
}
