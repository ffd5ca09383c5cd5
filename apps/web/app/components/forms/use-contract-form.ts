import "../../lib/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../../lib/api";
import { useHydrated } from "../../lib/use-hydrated";
import type { FormResult } from "./field";

/**
 * A form checked in the browser by the same contracts schema the server checks it with.
 * Errors show under their fields and the first invalid field gets the focus, whether the
 * schema or the server found them; `result` is the line under the form.
 *
 *   const form = useContractForm(loginRequest, { email: "", password: "" });
 *   <form onSubmit={form.submitWith(logIn)} noValidate>
 *     <FormField control={form.control} name="email" label="Email" />
 *
 * `send` gets the parsed values; on failure it calls `form.showFailure(error, text)`.
 */
export function useContractForm<Values extends FieldValues, Parsed>(
  schema: z.ZodType<Parsed, Values>,
  /** Every field, in the order the form shows them (the focus goes to the first error). */
  emptyValues: Values,
) {
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues as DefaultValues<Values>,
    // Until React owns the page, typing would be lost: the fields wait for it.
    disabled: !useHydrated(),
  });
  const [result, setResult] = useState<FormResult>();

  /** The form's submit handler: a new attempt clears the last result, then validates. */
  const submitWith = (send: (values: Parsed) => Promise<void>) => (event: React.FormEvent) => {
    setResult(undefined);
    return form.handleSubmit(send)(event);
  };

  /**
   * Shows a failed call: the server's field errors under their fields, the first one
   * focused, and `text` under the form (by default the server's message).
   */
  const showFailure = (error: unknown, text = failureMessage(error)) => {
    const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
    const invalid = Object.keys(emptyValues).filter((name) => fieldErrors[name]?.length);
    invalid.forEach((name, i) => {
      const message = fieldErrors[name]?.join(" ");
      form.setError(name as Path<Values>, { type: "server", message }, { shouldFocus: i === 0 });
    });
    setResult({ kind: "error", text });
  };

  return { ...form, result, setResult, submitWith, showFailure };
}

function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : "Something went wrong.";
}
