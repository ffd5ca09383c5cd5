import { CliError } from "../cli/cli-error";
import type { Database } from "../db/database";
import * as store from "./store";

const usage = `Usage: npm run staff -- <command>
  list                  everyone with a staff or admin role
  add <email> [--admin] make an existing account staff (or admin); its address must be verified
      [--mark-verified]   or vouched for here: you know the address is the person's
  remove <email>        make it an ordinary member again`;

/** Recorded in the audit log as the actor of a change made at the terminal. */
const CLI_ACTOR = "command line";

/** The `staff` CLI's commands; run in the CLI's process or, over the control socket, the server's. */
export async function runStaffCommand(database: Database, argv: string[]): Promise<string> {
  const { db } = database;
  const [command, email, ...flags] = argv;
  switch (command) {
    case "list": {
      const rows = await store.listStaff(db);
      if (rows.length === 0)
        return "No staff yet. Add one with: npm run staff -- add <email> --admin";
      return rows
        .map(
          (p) =>
            `${p.role.padEnd(6)} ${p.email}${p.disabledAt ? "  (disabled)" : ""}${p.emailVerifiedAt ? "" : "  (e-mail not verified)"}`,
        )
        .join("\n");
    }
    case "add":
    case "remove": {
      if (!email) throw new CliError(`${command} needs an account's e-mail address.\n\n${usage}`);
      const unknown = flags.filter((f) => f !== "--admin" && f !== "--mark-verified");
      if (unknown.length > 0 || (command === "remove" && flags.length > 0)) {
        throw new CliError(`Unknown option ${unknown[0] ?? flags[0]}.\n\n${usage}`);
      }
      const person = await store.findPersonByEmail(db, email);
      if (!person) {
        throw new CliError(
          `No account uses ${email}. The person signs up first, then run this again.`,
        );
      }
      const role = command === "remove" ? "member" : flags.includes("--admin") ? "admin" : "staff";
      if (person.role === role) return `${person.email} is already ${role}.`;
      // Whoever signed up with an address nobody proved could be anyone (issue: pre-hijacking).
      const vouched = flags.includes("--mark-verified");
      if (role !== "member" && !person.emailVerifiedAt && !vouched) {
        throw new CliError(
          `${person.email} has not verified its e-mail address yet. The person enters the code we mailed (on /account), then run this again; or add --mark-verified if you know the address is theirs.`,
        );
      }
      await db.transaction(async (tx) => {
        if (role !== "member" && vouched) await store.markEmailVerified(tx, person.id);
        await store.setRole(tx, person.id, role);
        await store.appendAudit(tx, {
          actorId: null,
          actorEmail: CLI_ACTOR,
          action: `person.role-${role}`,
          target: person.email,
        });
      });
      return `${person.email} is now ${role}.`;
    }
    default:
      throw new CliError(command ? `Unknown command "${command}".\n\n${usage}` : usage);
  }
}
