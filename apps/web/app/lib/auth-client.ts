import { meResponse, messageResponse } from "@pixelforge/contracts/auth";
import { callApi } from "./api";

/**
 * The session calls the shell makes. Loaded on demand, so a signed-out visitor's first
 * page does not download the schemas (zod) it would never use.
 */
export const fetchCurrentUser = (signal: AbortSignal) =>
  callApi("/api/auth/me", meResponse, { signal });
export const endSession = () => callApi("/api/auth/logout", messageResponse, { body: {} });
