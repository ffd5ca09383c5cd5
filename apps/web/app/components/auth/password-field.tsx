import { useState } from "react";
import { FormField, type FormFieldProps, type TextValues } from "../forms/form-field";
import { EyeIcon, EyeOffIcon } from "../ui/icons";

type PasswordFieldProps<Values extends TextValues, Parsed> = Omit<
  FormFieldProps<Values, Parsed>,
  "type" | "adornment"
>;

/** A password input with a show/hide toggle. */
export function PasswordField<Values extends TextValues, Parsed>(
  props: PasswordFieldProps<Values, Parsed>,
) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? "text" : "password"}
      adornment={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={
            visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`
          }
          aria-pressed={visible}
          className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-ink"
        >
          {visible ? <EyeOffIcon className="h-5 w-5" /> : <EyeIcon className="h-5 w-5" />}
        </button>
      }
    />
  );
}
