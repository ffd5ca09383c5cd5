import { z } from "zod";

/** Settings the web app reads at run time, so one build serves every deployment. */
export const publicConfig = z.object({
  googleClientId: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
