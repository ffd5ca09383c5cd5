/**
 * Who may use the staff workspace:
 *   npm run staff -- list
 *   npm run staff -- add owner@example.com --admin
 *   npm run staff -- add helper@example.com
 *   npm run staff -- remove helper@example.com
 * Uses DATABASE_URL, or the embedded database in DATA_DIR: directly when the server is
 * stopped, through the running server's control socket while it runs (decision 017).
 */
import { runCli } from "../cli/run-cli";
import { runStaffCommand } from "./commands";

await runCli("staff", runStaffCommand);
