import { meResponse, messageResponse } from "@pixelforge/contracts/auth";
import { ApiError, callApi } from "./api";

/**
 * The session calls the shell makes. Loaded on demand, so a signed-out visitor's first
 * page does not download the schemas (zod) it would never use.
 */
export const fetchCurrentUser = (signal: AbortSignal) =>
  callApi("/api/auth/me", meResponse, { signal });
export const endSession = () => callApi("/api/auth/logout", messageResponse, { body: {} });

/** Mails a new verification code; says what to show either way. */
export async function resendVerification(): Promise<{ error: boolean; text: string }> {
  try {
    const { message } = await callApi("/api/auth/verify-email/resend", messageResponse, {
      body: {},
    });
    return { error: false, text: message };
  } catch (error) {
    return {
      error: true,
      text: error instanceof ApiError ? error.message : "Could not send a new code.",
    };
  }
}
