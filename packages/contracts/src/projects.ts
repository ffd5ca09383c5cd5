import { z } from "zod";

export const serviceSlugs = ["web-development", "logo-design", "ui-ux-design", "seo"] as const;
export const serviceSlug = z.enum(serviceSlugs, {
  error: `service must be one of: ${serviceSlugs.join(", ")}`,
});
export type ServiceSlug = z.infer<typeof serviceSlug>;

export const project = z.object({
  id: z.number().int(),
  service: serviceSlug,
  title: z.string(),
  image: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  projectLink: z.string().nullable(),
});
export type Project = z.infer<typeof project>;

export const projectsQuery = z.object({ service: serviceSlug });
export const projectsResponse = z.object({ projects: z.array(project) });
export type ProjectsResponse = z.infer<typeof projectsResponse>;

/** The spec's comma-separated tags: split, trimmed, empties dropped. */
export function splitTags(tags: string | readonly string[]): string[] {
  const list = typeof tags === "string" ? tags.split(",") : tags;
  return list.map((tag) => tag.trim()).filter((tag) => tag.length > 0);
}

const link = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https?:\/\//i.test(value), "must start with http:// or https://");
const imagePath = z
  .string()
  .trim()
  .min(1, "is required")
  .max(2000)
  .refine((value) => /^(https?:\/\/|\/)/i.test(value), "must be a /path or an http(s) address");

/** A project as the agency enters it (CLI `add`, or one item of an import file). */
export const newProject = z.object({
  service: serviceSlug,
  title: z.string().trim().min(1, "is required").max(200),
  image: imagePath,
  description: z.string().trim().min(1, "is required").max(2000),
  tags: z
    .union([z.string(), z.array(z.string())])
    .transform(splitTags)
    .default([]),
  projectLink: link.nullish().transform((value) => value ?? null),
});
export type NewProject = z.input<typeof newProject>;

/** One item of a json-server `db.json`, as the old setup stored them. */
export const legacyProject = z.object({
  Title: z.string({ error: "is required" }).trim().min(1, "is required").max(200),
  image: imagePath,
  description: z.string({ error: "is required" }).trim().min(1, "is required").max(2000),
  tags: z.union([z.string(), z.array(z.string())]).optional(),
  projectLink: link.optional(),
});

/** The json-server file: its four keys and the service each one holds. */
export const legacyKeys = {
  logoProjects: "logo-design",
  uiProjects: "ui-ux-design",
  seoProjects: "seo",
  webprojects: "web-development",
} as const satisfies Record<string, ServiceSlug>;
