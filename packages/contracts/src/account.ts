import { z } from "zod";
import { newPassword, PASSWORDS_DONT_MATCH, username } from "./auth";
import { emailAddress, plainText } from "./fields";

/** `GET /api/account`: what the account page shows. */
export const accountResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** An address change waiting for its code. */
  pendingEmail: z.string().nullable(),
  hasPassword: z.boolean(),
  google: z.boolean(),
  createdAt: z.string(),
});
export type AccountResponse = z.infer<typeof accountResponse>;

export const changeUsernameRequest = z.object({ username });
export type ChangeUsernameRequest = z.input<typeof changeUsernameRequest>;

const currentPassword = plainText({ error: "Enter your current password." }).max(1024);

/** A new address is proved by a code sent to it before the account switches to it. */
export const changeEmailRequest = z.object({
  email: emailAddress,
  /** Required when the account has a password. */
  currentPassword: currentPassword.optional(),
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequest>;

export const changePasswordRequest = z
  .object({
    /** Required when the account has a password; a Google-only account sets its first. */
    currentPassword: currentPassword.optional(),
    password: newPassword,
    confirmPassword: z.string({ error: "Confirm your password." }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export const accountSession = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const sessionsResponse = z.object({ sessions: z.array(accountSession) });

/** Words a Google-only account types to confirm deletion. */
export const DELETE_CONFIRMATION = "delete my account";

export const deleteAccountRequest = z.object({
  /** Required when the account has a password. */
  password: currentPassword.optional(),
  /** For an account without a password: the words above. */
  confirmation: plainText().max(100).optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequest>;

/** A passkey's label, chosen by its owner ("Work laptop"). */
export const passkeyName = plainText({ error: "Enter a name for this passkey." })
  .trim()
  .min(1, "Enter a name for this passkey.")
  .max(60, "Keep the name under 61 characters.");

export const passkeyNameRequest = z.object({ name: passkeyName });
export type PasskeyNameRequest = z.input<typeof passkeyNameRequest>;

/**
 * A WebAuthn response as @simplewebauthn/browser sends it; the server's WebAuthn library
 * checks everything inside, this only bounds its size and shape.
 */
const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, "Not base64url.");
export const webauthnResponse = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: base64url }),
});

export const addPasskeyRequest = z.object({ name: passkeyName, response: webauthnResponse });

export const passkeyLoginRequest = z.object({
  response: webauthnResponse,
  remember: z.boolean().optional(),
});

/** Options for the browser's WebAuthn call, passed on as they are. */
export const webauthnOptions = z.looseObject({ challenge: z.string() });

export const passkeySummary = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

export const passkeysResponse = z.object({ passkeys: z.array(passkeySummary) });

/**
 * `POST /api/account/reauthenticate` ("Confirm it's you"): exactly one proof, the current
 * password, a passkey assertion (from `/api/account/reauthenticate/passkey-options`) or a
 * Google ID token for the linked Google account.
 */
export const reauthenticateRequest = z
  .object({
    password: currentPassword.min(1, "Enter your current password.").optional(),
    passkey: webauthnResponse.optional(),
    credential: z.string().min(1).max(8192).optional(),
  })
  .refine(
    (body) =>
      [body.password, body.passkey, body.credential].filter((v) => v !== undefined).length === 1,
    { message: "Enter your current password.", path: ["password"] },
  );
export type ReauthenticateRequest = z.input<typeof reauthenticateRequest>;

/** The password form of "Confirm it's you". */
export const reauthenticatePasswordForm = z.object({
  password: currentPassword.min(1, "Enter your current password."),
});
