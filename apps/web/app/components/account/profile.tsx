import {
  type AccountResponse,
  changeEmailRequest,
  changeUsernameRequest,
} from "@pixelforge/contracts/account";
import { messageResponse, publicUser } from "@pixelforge/contracts/auth";
import { z } from "zod";
import { callApi } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { PasswordField } from "../auth/password-field";
import { FormResultMessage } from "../forms/field";
import { FormField } from "../forms/form-field";
import { useContractForm } from "../forms/use-contract-form";
import { useReauth } from "./reauth";
import { AccountSection } from "./section";

const usernameAnswer = z.object({ message: z.string(), user: publicUser });

/** Username, and the e-mail address (changed only once the new one is proved). */
export function ProfileSection({
  account,
  onChanged,
}: {
  account: AccountResponse;
  onChanged(): void;
}) {
  const { signIn } = useAuth();
  const reauth = useReauth();
  const nameForm = useContractForm(changeUsernameRequest, { username: account.name });
  const emailForm = useContractForm(changeEmailRequest, { email: "", currentPassword: "" });

  const saveName = nameForm.submitWith(async (body) => {
    try {
      const { message, user } = await callApi("/api/account/username", usernameAnswer, { body });
      signIn(user);
      nameForm.reset({ username: user.name });
      nameForm.setResult({ kind: "success", text: message });
      onChanged();
    } catch (error) {
      nameForm.showFailure(error);
    }
  });

  const changeEmail = emailForm.submitWith(async (body) => {
    try {
      const { message } = await reauth(() =>
        callApi("/api/account/email", messageResponse, { body }),
      );
      emailForm.reset({ email: "", currentPassword: "" });
      emailForm.setResult({ kind: "success", text: message });
      onChanged();
    } catch (error) {
      emailForm.showFailure(error);
    }
  });

  const nameBusy = nameForm.formState.isSubmitting || nameForm.formState.disabled;
  const emailBusy = emailForm.formState.isSubmitting || emailForm.formState.disabled;

  return (
    <AccountSection id="profile" title="Profile">
      <form onSubmit={saveName} noValidate className="space-y-4" aria-label="Username">
        <FormField
          control={nameForm.control}
          name="username"
          label="Username"
          autoComplete="username"
          maxLength={32}
        />
        <button type="submit" className="btn-royal" disabled={nameBusy}>
          {nameForm.formState.isSubmitting ? "Saving..." : "Save username"}
        </button>
        <FormResultMessage result={nameForm.result} />
      </form>

      <div className="mt-8 border-t border-slate-200 pt-6">
        <p className="text-sm font-semibold text-ink">E-mail address</p>
        <p className="mt-1 break-all text-slate-700">
          {account.email}{" "}
          <span
            className={`ml-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              account.emailVerified
                ? "bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200"
                : "bg-amber-50 text-ink ring-1 ring-amber/50"
            }`}
          >
            {account.emailVerified ? "Confirmed" : "Not confirmed yet"}
          </span>
        </p>
        <form
          onSubmit={changeEmail}
          noValidate
          className="mt-4 space-y-4"
          aria-label="Change e-mail address"
        >
          <FormField
            control={emailForm.control}
            name="email"
            label="New e-mail address"
            type="email"
            autoComplete="email"
            maxLength={254}
          />
          {account.hasPassword && (
            <PasswordField
              control={emailForm.control}
              name="currentPassword"
              label="Current password"
              autoComplete="current-password"
              maxLength={1024}
            />
          )}
          <button type="submit" className="btn-outline" disabled={emailBusy}>
            {emailForm.formState.isSubmitting ? "Sending code..." : "Change e-mail address"}
          </button>
          <FormResultMessage result={emailForm.result} />
        </form>
      </div>
    </AccountSection>
  );
}
