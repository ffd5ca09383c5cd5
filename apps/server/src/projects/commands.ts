import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { serviceSlug } from "@pixelforge/contracts/projects";
import { CliError } from "../cli/cli-error";
import type { Database } from "../db/database";
import { addProject, ImportError, importLegacyFile } from "./service";
import { listProjects, removeProject } from "./store";

/** The `projects` CLI's commands; run in the CLI's process or, over the control socket, the server's. */
const usage = `Usage: npm run projects -- <command>
  list [--service <slug>]
  add --service <slug> --title <text> --image <path-or-url> --description <text> [--tags "a, b"] [--link <url>]
  add --file <project.json>
  remove <id>
  import <db.json>
Services: web-development, logo-design, ui-ux-design, seo`;

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), path), "utf8"));
  } catch (error) {
    throw new CliError(`Cannot read ${path}: ${(error as Error).message}`);
  }
}

async function run(database: Database, argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      service: { type: "string" },
      title: { type: "string" },
      image: { type: "string" },
      description: { type: "string" },
      tags: { type: "string" },
      link: { type: "string" },
      file: { type: "string" },
    },
  });
  switch (command) {
    case "list": {
      const service = values.service ? serviceSlug.parse(values.service) : undefined;
      const rows = await listProjects(database.db, service);
      if (rows.length === 0) return "No projects.";
      return rows
        .map(
          (p) =>
            `${String(p.id).padStart(4)}  ${p.service.padEnd(16)} ${p.title}${p.tags.length ? `  [${p.tags.join(", ")}]` : ""}`,
        )
        .join("\n");
    }
    case "add": {
      const input = values.file
        ? readJson(values.file)
        : {
            service: values.service,
            title: values.title,
            image: values.image,
            description: values.description,
            tags: values.tags ?? [],
            projectLink: values.link ?? null,
          };
      const project = await addProject(database.db, input as Parameters<typeof addProject>[1]);
      return `Added project ${project.id}: ${project.title} (${project.service})`;
    }
    case "remove": {
      const id = Number(positionals[0]);
      if (!Number.isInteger(id) || id <= 0)
        throw new CliError("remove needs a project id (see `list`).");
      if (!(await removeProject(database.db, id))) throw new CliError(`No project with id ${id}.`);
      return `Removed project ${id}.`;
    }
    case "import": {
      if (!positionals[0]) throw new CliError("import needs the path of a db.json file.");
      const counts = await importLegacyFile(database.db, readJson(positionals[0]));
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      return `Imported ${total} projects: ${Object.entries(counts)
        .map(([s, n]) => `${s} ${n}`)
        .join(", ")}.`;
    }
    default:
      throw new CliError(command ? `Unknown command "${command}".\n\n${usage}` : usage);
  }
}

export async function runProjectsCommand(database: Database, argv: string[]): Promise<string> {
  try {
    return await run(database, argv);
  } catch (error) {
    if (error instanceof ImportError) throw new CliError(error.message);
    throw error;
  }
}
