import { PageHero } from "../layout/page-hero";
import { ProjectList, type ProjectListProps } from "./project-list";

export function ProjectPage({
  title,
  lead,
  ...list
}: ProjectListProps & { title: string; lead: string }) {
  return (
    <>
      <PageHero eyebrow="Portfolio" title={title} lead={lead} />
      <section className="container-page py-16 lg:py-20">
        <ProjectList {...list} />
      </section>
    </>
  );
}
