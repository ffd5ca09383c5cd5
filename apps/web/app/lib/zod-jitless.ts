import { config } from "zod";

/**
 * Zod compiles fast validators with `new Function` when it may; probing for that trips
 * our Content-Security-Policy (no 'unsafe-eval'). In the browser it validates without it.
 * Imported for its effect by the modules that parse in the browser.
 */
config({ jitless: true });
