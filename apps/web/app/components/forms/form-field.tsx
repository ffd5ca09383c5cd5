import { type Control, type FieldPath, useController } from "react-hook-form";
import { Field, type FieldProps } from "./field";

/** The values of a form whose fields are all text, as the contract schemas' inputs are. */
export type TextValues = Record<string, string | undefined>;

export type FormFieldProps<Values extends TextValues, Parsed> = Omit<
  FieldProps,
  "name" | "value" | "onChange" | "onBlur" | "ref" | "error"
> & {
  control: Control<Values, unknown, Parsed>;
  name: FieldPath<Values>;
};

/**
 * A Field bound to one field of a form from useContractForm: its value, the error under
 * it (from the schema or the server), and the focus when it is the first invalid one.
 */
export function FormField<Values extends TextValues, Parsed>({
  control,
  name,
  ...look
}: FormFieldProps<Values, Parsed>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field
      {...look}
      name={field.name}
      value={field.value ?? ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      disabled={field.disabled}
      error={fieldState.error?.message}
    />
  );
}
