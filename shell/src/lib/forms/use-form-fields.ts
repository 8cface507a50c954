import { useState, type ChangeEvent } from 'react';
import type { FieldErrors } from './checks';

/**
 * A form's text values and their errors, and `field(name)`: the props that bind one input to them (its value, its
 * error, and a change that clears that error). The auth and account forms share it instead of wiring each input.
 */
export function useFormFields<V extends object, F extends keyof V & string>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const field = (name: F) => ({
    value: values[name] as unknown as string,
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors(({ [name]: _, ...rest }) => rest as FieldErrors<F>);
    },
  });
  return { values, setValues, errors, setErrors, field };
}
