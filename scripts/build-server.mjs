// Compiles the server to plain JavaScript in apps/server/dist (decision 010), so production
// runs `node apps/server/dist/main.js` with no TypeScript loader. esbuild bundles the
// server's own code and the @pixelforge/* workspace packages (they export .ts source);
// every package from node_modules stays an ordinary import. All outputs sit side by side in
// dist/, one folder below apps/server like src/, so `src/paths.ts` finds the same folders
// from both. `node scripts/build-server.mjs` builds when the sources changed; `--force`
// always builds.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { log, markServerBuilt, root, serverBuildIsCurrent } from "./bootstrap.mjs";

export const serverDist = join(root, "apps", "server", "dist");

/** @pixelforge/NAME/SUB → packages/NAME/src/SUB.ts (their `exports` map, bundled in). */
const workspacePackages = {
  name: "pixelforge-workspace",
  setup(build) {
    build.onResolve({ filter: /^@pixelforge\// }, (args) => {
      const [, name, sub] = args.path.match(/^@pixelforge\/([^/]+)\/(.+)$/) ?? [];
      if (!name || !sub) return { errors: [{ text: `unsupported import ${args.path}` }] };
      return { path: join(root, "packages", name, "src", `${sub}.ts`) };
    });
  },
};

export async function buildServer() {
  const esbuild = await import("esbuild");
  rmSync(serverDist, { recursive: true, force: true });
  try {
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: {
        main: "apps/server/src/main.ts",
        "pglite-worker": "apps/server/src/db/pglite-worker.ts",
        "projects-cli": "apps/server/src/projects/cli.ts",
        "staff-cli": "apps/server/src/staff/cli.ts",
      },
      outdir: serverDist,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      // main.js loads the app while the database opens (src/main.ts): a chunk of its own.
      splitting: true,
      plugins: [workspacePackages],
      sourcemap: true,
      logLevel: "warning",
      // A bundled module that calls require() (none today) finds it.
      banner: {
        js: 'import { createRequire as __pixelforgeCreateRequire } from "node:module";\nconst require = __pixelforgeCreateRequire(import.meta.url);',
      },
    });
  } finally {
    // esbuild keeps a helper process for later builds; `npm start` must not keep it
    // beside the server.
    await esbuild.stop();
  }
  markServerBuilt();
}

/** Builds the server when apps/server/src, packages/*\/src or this script changed. */
export async function ensureServerBuild({ force = false } = {}) {
  if (!force && serverBuildIsCurrent()) return false;
  log("Building the server…");
  const started = Date.now();
  await buildServer();
  log(`Server built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    await ensureServerBuild({ force: process.argv.includes("--force") });
  } catch (error) {
    process.stderr.write(`The server build failed: ${error.message}\n`);
    process.exit(1);
  }
}
