import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

export interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  onBlur?: () => void;
  /** Lets a form focus the input, e.g. the first invalid one. */
  ref?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  error?: string | undefined;
  type?: "text" | "email" | "password";
  multiline?: boolean;
  required?: boolean;
  disabled?: boolean | undefined;
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
  tone?: "light" | "dark";
  /** Extra control inside the input's box, e.g. a show/hide toggle. */
  adornment?: React.ReactNode;
}

/** A labelled input or textarea with its error message right under it. */
export function Field({
  label,
  name,
  value,
  onChange,
  onBlur,
  ref,
  error,
  type = "text",
  multiline,
  required = true,
  disabled,
  maxLength,
  autoComplete,
  placeholder,
  tone = "light",
  adornment,
}: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  const base =
    tone === "dark"
      ? "border-white/15 bg-white/5 text-white placeholder:text-white/40 focus:border-accent"
      : "border-slate-300 bg-white text-ink placeholder:text-slate-400 focus:border-royal";
  const className = `w-full rounded-xl border px-4 py-3 text-base outline-none transition focus:ring-4 focus:ring-accent/20 ${base} ${
    invalid ? "border-rose-500" : ""
  } ${adornment ? "pr-12" : ""}`;
  const shared = {
    id,
    name,
    value,
    onBlur,
    required,
    disabled,
    maxLength,
    autoComplete,
    placeholder,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? errorId : undefined,
    className,
  };
  return (
    <div>
      <label
        htmlFor={id}
        className={`mb-1.5 block text-sm font-semibold ${tone === "dark" ? "text-white/85" : "text-ink"}`}
      >
        {label}
      </label>
      <div className="relative">
        {multiline ? (
          <textarea {...shared} ref={ref} rows={6} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input {...shared} ref={ref} type={type} onChange={(e) => onChange(e.target.value)} />
        )}
        {adornment && (
          <div className="absolute inset-y-0 right-2 flex items-center">{adornment}</div>
        )}
      </div>
      {invalid && (
        <p
          id={errorId}
          className={`mt-1.5 text-sm font-medium ${tone === "dark" ? "text-rose-300" : "text-rose-700"}`}
        >
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Invisible to people, tempting to bots; the server drops anything that fills it.
 * Registered with the form as a plain input: it has no label to show and no error.
 */
export function Honeypot(registration: UseFormRegisterReturn<"website">) {
  return (
    <div className="hidden">
      <label>
        Website
        <input {...registration} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

export function FormStatus({
  kind,
  children,
}: {
  kind: "success" | "error";
  children: React.ReactNode;
}) {
  return kind === "success" ? (
    <p
      role="status"
      className="rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-800 ring-1 ring-emerald-200"
    >
      {children}
    </p>
  ) : (
    <p
      role="alert"
      className="rounded-xl bg-rose-50 px-4 py-3 font-semibold text-rose-800 ring-1 ring-rose-200"
    >
      {children}
    </p>
  );
}

/** What a form says once it has been sent. */
export interface FormResult {
  kind: "success" | "error";
  text: string;
}

/** The live region under a form: empty, or the result, announced to screen readers. */
export function FormResultMessage({ result }: { result: FormResult | undefined }) {
  return (
    <div aria-live="polite">
      {result && <FormStatus kind={result.kind}>{result.text}</FormStatus>}
    </div>
  );
}
