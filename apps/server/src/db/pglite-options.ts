import { PGlite, type PGliteOptions } from "@electric-sql/pglite";

/**
 * PGlite's WASM heap is the bulk of the server's memory, and WASM memory never shrinks
 * (Node's --max-old-space-size does not cover it). PostgreSQL's default shared_buffers
 * (128 MB) is allocated in that heap at open; 32 MB holds this site's whole database
 * (~40 MB on disk, mostly indexes and catalogs) and cuts ~110 MB of resident memory.
 * Reads past it come from the operating system's file cache. (`initialMemory` cannot go
 * below the module's own 128 MB.) See bench/README.md for the figures.
 */
export const PGLITE_SHARED_BUFFERS = "32MB";

export const pgliteOptions: PGliteOptions = {
  startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
};
