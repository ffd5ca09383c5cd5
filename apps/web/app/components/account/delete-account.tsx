import {
  type AccountResponse,
  DELETE_CONFIRMATION,
  deleteAccountRequest,
} from "@pixelforge/contracts/account";
import { messageResponse } from "@pixelforge/contracts/auth";
import { useState } from "react";
import { callApi } from "../../lib/api";
import { PasswordField } from "../auth/password-field";
import { FormResultMessage } from "../forms/field";
import { FormField } from "../forms/form-field";
import { useContractForm } from "../forms/use-contract-form";
import { useReauth } from "./reauth";
import { AccountSection } from "./section";

/** Deletes the account after the password (or, without one, the typed words). */
export function DeleteAccountSection({
  account,
  onDeleted,
}: {
  account: AccountResponse;
  onDeleted(message: string): void;
}) {
  const [open, setOpen] = useState(false);
  const reauth = useReauth();
  const form = useContractForm(deleteAccountRequest, { password: "", confirmation: "" });
  const busy = form.formState.isSubmitting || form.formState.disabled;

  const remove = form.submitWith(async (body) => {
    try {
      const { message } = await reauth(() =>
        callApi("/api/account/delete", messageResponse, { body }),
      );
      onDeleted(message);
    } catch (error) {
      form.showFailure(error);
    }
  });

  return (
    <AccountSection
      id="delete"
      title="Delete account"
      tone="danger"
      intro="Your account, sessions and passkeys are removed for good. Messages and tickets you sent stay with us without your name or e-mail address."
    >
      {!open ? (
        <button
          type="button"
          className="btn border border-rose-300 text-rose-700 hover:bg-rose-50"
          onClick={() => setOpen(true)}
        >
          Delete my account...
        </button>
      ) : (
        <form onSubmit={remove} noValidate className="space-y-4" aria-label="Delete account">
          {account.hasPassword ? (
            <PasswordField
              control={form.control}
              name="password"
              label="Your password, to confirm"
              autoComplete="current-password"
              maxLength={1024}
            />
          ) : (
            <FormField
              control={form.control}
              name="confirmation"
              label={`Type "${DELETE_CONFIRMATION}" to confirm`}
              autoComplete="off"
              maxLength={100}
            />
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              className="btn bg-rose-700 text-white hover:bg-rose-800"
              disabled={busy}
            >
              {form.formState.isSubmitting ? "Deleting..." : "Delete my account permanently"}
            </button>
            <button
              type="button"
              className="btn-outline"
              onClick={() => {
                setOpen(false);
                form.reset();
              }}
              disabled={busy}
            >
              Cancel
            </button>
          </div>
          <FormResultMessage result={form.result} />
        </form>
      )}
    </AccountSection>
  );
}
