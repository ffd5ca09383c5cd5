import { z } from "zod";
import { emailAddress, plainText } from "./fields";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** NIST SP 800-63B: length only, no composition rules; the server also refuses common ones. */
export const newPassword = plainText({ error: "Enter a password." })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

export const username = plainText({ error: "Enter a username." })
  .trim()
  .regex(/^[A-Za-z0-9._-]{3,32}$/, "Use 3 to 32 letters, digits, dots, dashes or underscores.");

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

export const registerRequest = z
  .object({
    email: emailAddress,
    username,
    password: newPassword,
    confirmPassword: z.string({ error: "Confirm your password." }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });
export type RegisterRequest = z.input<typeof registerRequest>;

export const publicUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** False until the address is proved by the mailed code or link (or by Google). */
  emailVerified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const registerResponse = z.object({ message: z.string(), user: publicUser });

export const loginRequest = z.object({
  email: plainText({ error: "Enter your email address." })
    .trim()
    .min(1, "Enter your email address.")
    .max(254),
  password: plainText({ error: "Enter your password." }).min(1, "Enter your password.").max(1024),
  /** Checked: 30 days sliding. Unchecked: ends with the browser and after 12 h idle. */
  remember: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({ token: z.string(), user: publicUser });
export type LoginResponse = z.infer<typeof loginResponse>;

export const googleLoginRequest = z.object({
  credential: z.string({ error: "Missing Google credential." }).min(1).max(8192),
  remember: z.boolean().optional(),
});

/** The 6-digit code from the verification e-mail. */
export const verifyEmailCodeRequest = z.object({
  code: plainText({ error: "Enter the 6-digit code." })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6 digits from the e-mail."),
});
export type VerifyEmailCodeRequest = z.input<typeof verifyEmailCodeRequest>;

/** The token from the verification e-mail's link. */
export const verifyEmailLinkRequest = z.object({
  token: z.string({ error: "This link is incomplete." }).min(1).max(200),
});

export const meResponse = z.object({ user: publicUser });

export const messageResponse = z.object({ message: z.string() });

export const forgotPasswordRequest = z.object({ email: emailAddress });

export const resetPasswordRequest = z
  .object({
    token: z.string({ error: "This reset link is incomplete." }).min(1).max(200),
    password: newPassword,
    confirmPassword: z.string({ error: "Confirm your password." }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;
