import { useCallback, useState } from "react";

/** A form's values, a setter per field, and the server's field errors. */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const set = useCallback(
    (key: keyof T) => (value: string) => setValues((v) => ({ ...v, [key]: value })),
    [],
  );
  const reset = useCallback(() => setValues(initial), [initial]);
  /** The props a `Field` needs for `key`: `<Field label="Email" {...bind("email")} />`. */
  const bind = (key: keyof T & string) => ({
    name: key,
    value: values[key],
    onChange: set(key),
    error: fieldErrors[key],
  });
  return { values, setValues, set, bind, reset, fieldErrors, setFieldErrors };
}
