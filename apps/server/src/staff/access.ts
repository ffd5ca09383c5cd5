import type { FastifyRequest } from "fastify";
import type { Db } from "../db/database";
import { HttpError } from "../http/errors";
import { findRole, type Role } from "./store";

export interface StaffCaller {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** The caller's session (from its cookie or bearer token), or undefined. */
type SessionOf = (
  request: FastifyRequest,
) => Promise<{ user: { id: string; name: string; email: string } } | undefined>;

/**
 * Every `/api/staff/*` route starts here: no session → 401, a member → 403, staff → allowed,
 * and `admin` routes refuse staff with 403. The role is read from the database on each
 * request, so a revoked role takes effect at once.
 */
export function createStaffAccess(db: Db, sessionOf: SessionOf) {
  return async function requireRole(
    request: FastifyRequest,
    needed: "staff" | "admin",
  ): Promise<StaffCaller> {
    const session = await sessionOf(request);
    if (!session) throw new HttpError(401, "Sign in to use the staff workspace.");
    const role = await findRole(db, session.user.id);
    if (!role) throw new HttpError(401, "Sign in to use the staff workspace.");
    if (role === "member") throw new HttpError(403, "This workspace is for the agency's staff.");
    if (needed === "admin" && role !== "admin") {
      throw new HttpError(403, "Only an administrator can do this.");
    }
    return { ...session.user, role };
  };
}

export type RequireRole = ReturnType<typeof createStaffAccess>;
