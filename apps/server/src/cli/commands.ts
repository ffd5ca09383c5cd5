import { runProjectsCommand } from "../projects/commands";
import { runStaffCommand } from "../staff/commands";
import type { CliCommand } from "./control-socket";

/** What the control socket accepts: the same commands as the CLIs, by name. */
export const cliCommands: Record<string, CliCommand> = {
  projects: runProjectsCommand,
  staff: runStaffCommand,
};
