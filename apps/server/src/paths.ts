import { fileURLToPath } from "node:url";

/**
 * The apps/server folder. This module sits in src/, and the compiled bundles in dist/
 * (scripts/build-server.mjs), both one level below apps/server: the same `..` finds it
 * from the TypeScript sources (dev, tests) and from the compiled server.
 */
export const serverDir = fileURLToPath(new URL("..", import.meta.url));
