import type { AuditEntry, Person } from "@pixelforge/contracts/staff";
import type { Db } from "../db/database";
import { HttpError } from "../http/errors";
import type { Actor } from "./inbox-service";
import * as store from "./store";

function toPerson(row: NonNullable<Awaited<ReturnType<typeof store.findPerson>>>): Person {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Person["role"],
    emailVerified: Boolean(row.emailVerifiedAt),
    disabled: Boolean(row.disabledAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Admin-only: people, roles, disabling, and reading the audit log. */
export function createPeopleService(db: Db) {
  async function load(id: string) {
    const row = await store.findPerson(db, id);
    if (!row) throw new HttpError(404, "There is no such account.");
    return row;
  }
  function refuseSelf(actor: Actor, id: string, what: string) {
    if (actor.id === id) throw new HttpError(400, `You cannot ${what} your own account.`);
  }

  return {
    async search(q: string | undefined) {
      return (await store.searchPeople(db, q || undefined)).map(toPerson);
    },

    /** Grants or revokes staff; admins are made with ADMIN_EMAILS or the staff CLI. */
    async setRole(actor: Actor, id: string, role: "member" | "staff") {
      refuseSelf(actor, id, "change the role of");
      const row = await load(id);
      if (row.role === "admin") {
        throw new HttpError(400, "Administrators are managed with ADMIN_EMAILS or the staff CLI.");
      }
      if (role === "staff" && !row.emailVerifiedAt) {
        throw new HttpError(
          409,
          "This person has not verified their e-mail address yet. Staff access needs a verified address.",
        );
      }
      await db.transaction(async (tx) => {
        await store.setRole(tx, id, role);
        await store.appendAudit(tx, {
          actorId: actor.id,
          actorEmail: actor.email,
          action: role === "staff" ? "person.grant-staff" : "person.revoke-staff",
          target: row.email,
        });
      });
      return toPerson(await load(id));
    },

    async setDisabled(actor: Actor, id: string, disabled: boolean) {
      refuseSelf(actor, id, "disable");
      const row = await load(id);
      await db.transaction(async (tx) => {
        await store.setDisabled(tx, id, disabled);
        await store.appendAudit(tx, {
          actorId: actor.id,
          actorEmail: actor.email,
          action: disabled ? "person.disable" : "person.enable",
          target: row.email,
        });
      });
      return toPerson(await load(id));
    },

    async audit(after: { createdAt: Date; id: string } | undefined, limit: number) {
      const rows = await store.listAudit(db, after, limit + 1);
      const page = rows.slice(0, limit);
      return {
        rows: page,
        hasMore: rows.length > limit,
        entries: page.map(
          (r): AuditEntry => ({
            id: r.id,
            actorEmail: r.actorEmail,
            action: r.action,
            target: r.target,
            detail: (r.detail ?? {}) as Record<string, unknown>,
            createdAt: r.createdAt.toISOString(),
          }),
        ),
      };
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
