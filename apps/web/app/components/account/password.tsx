import { type AccountResponse, changePasswordRequest } from "@pixelforge/contracts/account";
import { messageResponse } from "@pixelforge/contracts/auth";
import { callApi } from "../../lib/api";
import { PasswordField } from "../auth/password-field";
import { FormResultMessage } from "../forms/field";
import { useContractForm } from "../forms/use-contract-form";
import { useReauth } from "./reauth";
import { AccountSection } from "./section";

const empty = { currentPassword: "", password: "", confirmPassword: "" };

/** Change the password (with the current one), or set a first one for a Google-only account. */
export function PasswordSection({
  account,
  onChanged,
}: {
  account: AccountResponse;
  onChanged(): void;
}) {
  const form = useContractForm(changePasswordRequest, empty);
  const reauth = useReauth();
  const busy = form.formState.isSubmitting || form.formState.disabled;

  const save = form.submitWith(async (body) => {
    try {
      const { message } = await reauth(() =>
        callApi("/api/account/password", messageResponse, { body }),
      );
      form.reset(empty);
      form.setResult({ kind: "success", text: message });
      onChanged();
    } catch (error) {
      form.showFailure(error);
    }
  });

  return (
    <AccountSection
      id="password"
      title={account.hasPassword ? "Change password" : "Set a password"}
      intro={
        account.hasPassword
          ? "Your other sessions are signed out when the password changes."
          : "You sign in with Google. Set a password to sign in with your e-mail address too."
      }
    >
      <form onSubmit={save} noValidate className="space-y-4" aria-label="Password">
        {account.hasPassword && (
          <PasswordField
            control={form.control}
            name="currentPassword"
            label="Current password"
            autoComplete="current-password"
            maxLength={1024}
          />
        )}
        <PasswordField
          control={form.control}
          name="password"
          label="New password"
          autoComplete="new-password"
          maxLength={128}
        />
        <PasswordField
          control={form.control}
          name="confirmPassword"
          label="Confirm new password"
          autoComplete="new-password"
          maxLength={128}
        />
        <button type="submit" className="btn-royal" disabled={busy}>
          {form.formState.isSubmitting ? "Saving..." : "Save password"}
        </button>
        <FormResultMessage result={form.result} />
      </form>
    </AccountSection>
  );
}
