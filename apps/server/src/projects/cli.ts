/**
 * The agency's command line for its portfolio:
 *   npm run projects -- list [--service web-development]
 *   npm run projects -- add --service seo --title "…" --image /images/… --description "…" [--tags "a, b"] [--link https://…]
 *   npm run projects -- add --file project.json
 *   npm run projects -- remove <id>
 *   npm run projects -- import db.json       (json-server file: logoProjects, uiProjects, seoProjects, webprojects)
 * Uses DATABASE_URL, or the embedded database in DATA_DIR: directly when the server is
 * stopped, through the running server's control socket while it runs (decision 017).
 */
import { resolve } from "node:path";
import { runCli } from "../cli/run-cli";
import { runProjectsCommand } from "./commands";

/** File arguments are made absolute here: the server that may run the command has its own cwd. */
function absolutePaths(argv: string[]) {
  const base = process.env.INIT_CWD ?? process.cwd();
  return argv.map((arg, i) =>
    (i === 1 && argv[0] === "import") || argv[i - 1] === "--file" ? resolve(base, arg) : arg,
  );
}

await runCli("projects", runProjectsCommand, absolutePaths(process.argv.slice(2)));
