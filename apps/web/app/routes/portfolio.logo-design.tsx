import { projectsPreload } from "../components/portfolio/project-list";
import { ProjectPage } from "../components/portfolio/project-page";
import { projectPages } from "../content/project-pages";
import { pageMeta } from "../lib/page-meta";

const { description, ...page } = projectPages["logo-design"];

export const links = () => projectsPreload(page.service);

export const meta = () =>
  pageMeta({ path: "/portfolio/logo-design", title: page.title, description });

export default function LogoDesignProjectsPage() {
  return <ProjectPage {...page} />;
}
