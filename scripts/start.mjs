// `npm start`: install if needed, build if needed, then run the server (migrations run
// at its start) on http://localhost:3000 with the embedded database.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { checkNode, ensureBuild, ensureDependencies, root } from "./bootstrap.mjs";

checkNode();
ensureDependencies();
ensureBuild();

const envFile = join(root, ".env");
const nodeArgs = existsSync(envFile) ? [`--env-file=${envFile}`] : [];
const server = spawn(
  process.execPath,
  [...nodeArgs, "--import", "tsx", "apps/server/src/main.ts"],
  {
    cwd: root,
    stdio: "inherit",
    env: { NODE_ENV: "production", ...process.env },
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
