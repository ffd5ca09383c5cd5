// `npm start`: install if needed, build the web app and the server if needed, then run the
// compiled server (migrations run at its start) on http://localhost:3000 with the embedded
// database. No TypeScript loader at run time (decision 010).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  checkNode,
  ensureBuild,
  ensureDependencies,
  root,
  serverRuntimeEnv,
} from "./bootstrap.mjs";

checkNode();
ensureDependencies();
ensureBuild();
// Imported only now: it needs esbuild, which the install above provides.
const { ensureServerBuild } = await import("./build-server.mjs");
try {
  await ensureServerBuild();
} catch (error) {
  process.stderr.write(`The server build failed: ${error.message}\n`);
  process.exit(1);
}

const envFile = join(root, ".env");
const nodeArgs = existsSync(envFile) ? [`--env-file=${envFile}`] : [];
const server = spawn(process.execPath, [...nodeArgs, "apps/server/dist/main.js"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...serverRuntimeEnv, ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
