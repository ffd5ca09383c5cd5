import { CliError } from "../cli/cli-error";
import type { Database } from "../db/database";
import * as store from "./store";

const usage = `Usage: npm run staff -- <command>
  list                  everyone with a staff or admin role
  add <email> [--admin] make an existing account staff (or admin)
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
      const unknown = flags.filter((f) => f !== "--admin");
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
      await db.transaction(async (tx) => {
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
