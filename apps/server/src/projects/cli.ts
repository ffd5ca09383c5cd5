/**
 * The agency's command line for its portfolio:
 *   npm run projects -- list [--service web-development]
 *   npm run projects -- add --service seo --title "…" --image /images/… --description "…" [--tags "a, b"] [--link https://…]
 *   npm run projects -- add --file project.json
 *   npm run projects -- remove <id>
 *   npm run projects -- import db.json       (json-server file: logoProjects, uiProjects, seoProjects, webprojects)
 * Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { serviceSlug } from "@pixelforge/contracts/projects";
import { ZodError } from "zod";
import { ConfigError, loadConfig } from "../config";
import { holdDataDir } from "../db/data-dir-lock";
import type { Database } from "../db/database";
import { openDatabase } from "../db/open";
import { addProject, ImportError, importLegacyFile } from "./service";
import { listProjects, removeProject } from "./store";

const usage = `Usage: npm run projects -- <command>
  list [--service <slug>]
  add --service <slug> --title <text> --image <path-or-url> --description <text> [--tags "a, b"] [--link <url>]
  add --file <project.json>
  remove <id>
  import <db.json>
Services: web-development, logo-design, ui-ux-design, seo`;

class UsageError extends Error {}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), path), "utf8"));
  } catch (error) {
    throw new UsageError(`Cannot read ${path}: ${(error as Error).message}`);
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
        throw new UsageError("remove needs a project id (see `list`).");
      if (!(await removeProject(database.db, id)))
        throw new UsageError(`No project with id ${id}.`);
      return `Removed project ${id}.`;
    }
    case "import": {
      if (!positionals[0]) throw new UsageError("import needs the path of a db.json file.");
      const counts = await importLegacyFile(database.db, readJson(positionals[0]));
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      return `Imported ${total} projects: ${Object.entries(counts)
        .map(([s, n]) => `${s} ${n}`)
        .join(", ")}.`;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".\n\n${usage}` : usage);
  }
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  if (!config.databaseUrl) {
    const release = holdDataDir(config.dataDir);
    if (release instanceof Error) {
      console.error(release.message);
      process.exit(1);
    }
    process.once("exit", release);
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    console.log(await run(database, process.argv.slice(2)));
  } catch (error) {
    if (error instanceof UsageError || error instanceof ImportError) console.error(error.message);
    else if (error instanceof ZodError) {
      console.error(
        `Invalid project:\n  ${error.issues.map((i) => `${i.path.join(".") || "value"}: ${i.message}`).join("\n  ")}`,
      );
    } else console.error(`Failed: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
