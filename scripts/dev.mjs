// `npm run dev`: the API server and the Vite dev server (with /api proxied) side by side.
import { spawn } from "node:child_process";
import { checkNode, ensureDependencies, root } from "./bootstrap.mjs";

checkNode();
ensureDependencies();
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: "inherit",
  }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
