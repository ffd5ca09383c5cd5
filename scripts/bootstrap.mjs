// Shared by `npm start` and `npm test`: Node built-ins only, because it runs before
// dependencies are installed.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));
const installStamp = join(root, "node_modules", ".pixelforge-install");
const buildStamp = join(root, "apps", "web", "build", ".pixelforge-build");
const serverBuildStamp = join(root, "apps", "server", "dist", ".pixelforge-build");
const workspaces = [
  "",
  "packages/brand",
  "packages/contracts",
  "packages/sitegen",
  "apps/server",
  "apps/web",
  "e2e",
  "bench",
];

/**
 * The environment the compiled server runs in, under `npm start` and in the bench. glibc
 * gives every thread that allocates (libuv's pool, the embedded database's worker, V8's
 * helpers) a malloc arena of its own, up to eight per core, and keeps what they freed:
 * two arenas hold the idle server ~30 MB lower (bench/README.md). A value set by the
 * caller wins.
 */
export const serverRuntimeEnv = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };

export function log(message) {
  process.stdout.write(`\x1b[36m›\x1b[0m ${message}\n`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function checkNode() {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    process.stderr.write(
      `Node ${process.versions.node} is too old: install Node 20.19 or newer.\n`,
    );
    process.exit(1);
  }
}

function hashFiles(paths) {
  const hash = createHash("sha256");
  for (const path of paths) {
    hash.update(relative(root, path));
    hash.update(readFileSync(path));
  }
  return hash.digest("hex");
}

function listFiles(dir, skip = /(^|\/)(node_modules|build|\.react-router|\.cache)(\/|$)/) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (skip.test(relative(root, path))) continue;
    if (entry.isDirectory()) out.push(...listFiles(path, skip));
    else out.push(path);
  }
  return out.sort();
}

/**
 * Installs dependencies when node_modules is missing or older than the lock file. Always
 * `npm ci`: it installs exactly what package-lock.json says and fails loudly when the
 * lock file and the manifests disagree, instead of rewriting the lock file.
 */
export function ensureDependencies() {
  const manifests = workspaces
    .map((w) => join(root, w, "package.json"))
    .concat(join(root, "package-lock.json"))
    .filter((p) => existsSync(p));
  const wanted = hashFiles(manifests);
  if (existsSync(installStamp) && readFileSync(installStamp, "utf8") === wanted) return;
  const fresh = !existsSync(join(root, "node_modules"));
  log(fresh ? "Installing dependencies (first run)…" : "Dependencies changed: installing…");
  const status = run("npm", ["ci", "--no-audit", "--no-fund"], {
    env: { ...process.env, NPM_CONFIG_LOGLEVEL: "error" },
  });
  if (status !== 0) {
    process.stderr.write(
      "npm ci failed; see the messages above. If package.json changed, run `npm install` and commit package-lock.json.\n",
    );
    process.exit(status);
  }
  writeFileSync(installStamp, wanted);
}

function webSourcesHash() {
  const files = [
    ...listFiles(join(root, "apps", "web")),
    ...listFiles(join(root, "packages", "brand", "src")),
    ...listFiles(join(root, "packages", "contracts", "src")),
    ...listFiles(join(root, "packages", "sitegen", "src")),
    // The builder bundles the rupee-sign fonts made by `npm run fonts:subset`.
    ...listFiles(join(root, "packages", "sitegen", "fonts")),
  ].filter((file) => !/\.test\.tsx?$/.test(file));
  return `${hashFiles(files)}:${process.env.PUBLIC_ORIGIN ?? ""}`;
}

/** Whether apps/web/build was made from the sources as they are now. */
export function webBuildIsCurrent() {
  return existsSync(buildStamp) && readFileSync(buildStamp, "utf8") === webSourcesHash();
}

/** Records that apps/web/build matches the current sources. */
export function markWebBuilt() {
  writeFileSync(buildStamp, webSourcesHash());
}

/** Builds the web app when its sources changed since the last build. */
export function ensureBuild() {
  if (webBuildIsCurrent()) return;
  log("Building the web app…");
  const started = Date.now();
  const status = run("npm", ["run", "build", "--silent"]);
  if (status !== 0) {
    process.stderr.write("The web build failed; see the messages above.\n");
    process.exit(status);
  }
  markWebBuilt();
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function serverSourcesHash() {
  const files = [
    ...listFiles(join(root, "apps", "server", "src")),
    ...listFiles(join(root, "packages", "brand", "src")),
    ...listFiles(join(root, "packages", "contracts", "src")),
    ...listFiles(join(root, "packages", "sitegen", "src")),
    join(root, "scripts", "build-server.mjs"),
  ].filter((file) => !/\.test\.tsx?$/.test(file));
  return hashFiles(files);
}

/** Whether apps/server/dist was compiled from the sources as they are now. */
export function serverBuildIsCurrent() {
  return (
    existsSync(serverBuildStamp) &&
    existsSync(join(root, "apps", "server", "dist", "main.js")) &&
    readFileSync(serverBuildStamp, "utf8") === serverSourcesHash()
  );
}

/** Records that apps/server/dist matches the current sources. */
export function markServerBuilt() {
  writeFileSync(serverBuildStamp, serverSourcesHash());
}

export function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}
