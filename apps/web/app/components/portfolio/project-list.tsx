import { type Project, projectsResponse, type ServiceSlug } from "@pixelforge/contracts/projects";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { callApi } from "../../lib/api";
import { ArrowRightIcon, RefreshIcon, SparkIcon } from "../ui/icons";
import { ProjectPicture } from "./project-picture";

export interface ProjectListProps {
  service: ServiceSlug;
  /** Used in the console message of spec §8: "Failed to fetch {kind} projects". */
  kind: string;
  loadingText: string;
  /** Logo design shows it always; UI/UX and SEO only when the list is empty. */
  notice: "always" | "whenEmpty" | "never";
  withProjectLinks?: boolean;
  /**
   * The list the server already has (decision 024): the page starts loaded and fetches
   * nothing. Without it the page reads the list the server wrote into the page, if any.
   */
  initialProjects?: readonly Project[];
}

/** The element in which the server writes a portfolio page's list, as JSON (decision 024). */
export const PROJECT_LIST_DATA_ID = "project-list-data";

/** The list the server wrote into this page for `service`, when it did and it is valid. */
function embeddedProjects(service: ServiceSlug): readonly Project[] | undefined {
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById(PROJECT_LIST_DATA_ID);
  if (element?.dataset.service !== service) return undefined;
  try {
    const parsed = projectsResponse.safeParse(JSON.parse(element.textContent ?? ""));
    return parsed.success ? parsed.data.projects : undefined;
  } catch {
    return undefined;
  }
}

function UnderDevelopment() {
  return (
    <div
      data-testid="under-development"
      className="rounded-3xl bg-amber-50 p-8 text-center ring-1 ring-amber/40"
    >
      <span className="mx-auto grid h-12 w-12 place-items-center rounded-2xl bg-amber text-ink">
        <SparkIcon />
      </span>
      <h2 className="mt-4 text-2xl font-extrabold">Page Under Development</h2>
      <p className="mx-auto mt-2 max-w-lg text-slate-700">
        We are adding more case studies to this page. Meanwhile, ask us for examples that match your
        project.
      </p>
      <Link to="/contact" className="btn-royal mt-6">
        Ask for examples
      </Link>
    </div>
  );
}

function ProjectCard({
  project,
  withProjectLink,
  first,
}: {
  project: Project;
  withProjectLink: boolean;
  /** The first card's picture is on the first screen: asked for at once. */
  first: boolean;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-xl">
      <ProjectPicture
        image={project.image}
        alt={`${project.title} — project artwork`}
        first={first}
        className="aspect-[4/3] w-full bg-mist object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-xl font-bold">{project.title}</h2>
        <p className="mt-2 flex-1 leading-relaxed text-slate-600">{project.description}</p>
        {project.tags.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {project.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-mist px-3 py-1 text-sm font-semibold text-ink-700 ring-1 ring-slate-200"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
        {withProjectLink && project.projectLink && (
          <a
            href={project.projectLink}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-royal mt-6 self-start"
          >
            View Project <ArrowRightIcon className="h-5 w-5" />
            <span className="sr-only"> {project.title} (opens in a new tab)</span>
          </a>
        )}
      </div>
    </li>
  );
}

/** Placeholders the size of the cards, so the page does not jump when they arrive. */
function ProjectSkeletons() {
  return (
    <div
      aria-hidden="true"
      data-testid="project-skeletons"
      className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3"
    >
      {[0, 1, 2].map((n) => (
        <div key={n} className="overflow-hidden rounded-3xl bg-white ring-1 ring-slate-200">
          <div className="aspect-[4/3] animate-pulse bg-mist" />
          <div className="space-y-3 p-6">
            <div className="h-6 w-2/3 rounded bg-mist" />
            <div className="h-4 w-full rounded bg-mist" />
            <div className="h-4 w-5/6 rounded bg-mist" />
            <div className="h-8 w-1/2 rounded-full bg-mist" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * A route's `links`: the page asks for its projects while the HTML is still arriving, and
 * the list's fetch after hydration is answered by that response (same URL, same mode).
 */
export function projectsPreload(service: ServiceSlug) {
  return [
    {
      rel: "preload",
      href: `/api/projects?service=${service}`,
      as: "fetch",
      crossOrigin: "anonymous",
    } as const,
  ];
}

/** Loads one service's projects: loading → loaded (or empty after a failure, with Retry). */
export function ProjectList({
  service,
  kind,
  loadingText,
  notice,
  withProjectLinks = false,
  initialProjects,
}: ProjectListProps) {
  // Read once, at the first render: hydration then matches the list the server rendered.
  const [initial] = useState(() => initialProjects ?? embeddedProjects(service));
  const [projects, setProjects] = useState<readonly Project[]>(initial ?? []);
  const [loading, setLoading] = useState(initial === undefined);
  const [failed, setFailed] = useState(false);
  // Attempt 0 is the page's own: skipped when the list came with the page.
  const [attempt, setAttempt] = useState(initial === undefined ? 0 : -1);

  useEffect(() => {
    if (attempt < 0) return;
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    callApi(`/api/projects?service=${service}`, projectsResponse, { signal: controller.signal })
      .then((data) => setProjects(data.projects))
      .catch((error: Error) => {
        if (error.name === "AbortError") return;
        console.log(`Failed to fetch ${kind} projects`, error);
        setProjects([]);
        setFailed(true);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [service, kind, attempt]);

  const retry = useCallback(() => setAttempt((n) => Math.max(0, n) + 1), []);
  const showEmptyNotice = notice === "whenEmpty" && !loading && projects.length === 0;

  return (
    <div className="space-y-10">
      {notice === "always" && <UnderDevelopment />}
      {loading ? (
        <>
          <p
            role="status"
            className="flex items-center justify-center gap-3 text-lg font-semibold text-slate-600"
          >
            <span
              className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-royal"
              aria-hidden="true"
            />
            {loadingText}
          </p>
          <ProjectSkeletons />
        </>
      ) : (
        <>
          {failed && (
            <div className="flex flex-wrap items-center justify-center gap-4 rounded-2xl bg-mist p-5 text-center">
              <p className="font-semibold text-slate-700">
                We could not load the projects just now.
              </p>
              <button type="button" onClick={retry} className="btn-outline py-2">
                <RefreshIcon className="h-5 w-5" /> Retry
              </button>
            </div>
          )}
          {projects.length > 0 && (
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {projects.map((project, index) => (
                <ProjectCard
                  key={project.id}
                  project={project}
                  withProjectLink={withProjectLinks}
                  first={index === 0}
                />
              ))}
            </ul>
          )}
          {showEmptyNotice && <UnderDevelopment />}
        </>
      )}
    </div>
  );
}
