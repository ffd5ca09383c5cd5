import { z } from "zod";
import { plainText } from "./fields";
import { project, serviceSlug, splitTags } from "./projects";

export const staffProject = project.extend({ published: z.boolean() });
export type StaffProject = z.infer<typeof staffProject>;
export const staffProjectsResponse = z.object({ projects: z.array(staffProject) });

/** The portfolio form: every field is text, as typed; tags comma-separated. */
export const projectForm = z.object({
  title: plainText({ error: "Enter a title." })
    .trim()
    .min(1, "Enter a title.")
    .max(200, "Keep the title under 201 characters."),
  image: plainText({ error: "Enter an image address." })
    .trim()
    .min(1, "Enter an image address.")
    .max(2000)
    .refine((v) => /^(https?:\/\/|\/)/i.test(v), "Use a /path on this site or an http(s) address."),
  description: plainText({ multiline: true, error: "Enter a description." })
    .trim()
    .min(1, "Enter a description.")
    .max(2000, "Keep the description under 2001 characters."),
  tags: plainText().max(500, "Keep the tags under 501 characters.").transform(splitTags),
  projectLink: plainText()
    .trim()
    .max(2000)
    .refine((v) => v === "" || /^https?:\/\//i.test(v), "Start the link with http:// or https://.")
    .transform((v) => (v === "" ? null : v)),
});
export type ProjectForm = z.input<typeof projectForm>;

export const createProjectRequest = projectForm.extend({ service: serviceSlug });
export const publishRequest = z.object({ published: z.boolean() });
export const reorderRequest = z.object({
  service: serviceSlug,
  ids: z.array(z.number().int().positive()).min(1).max(500),
});
export const staffProjectsQuery = z.object({ service: serviceSlug });
