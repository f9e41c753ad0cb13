import { useTranslation } from "~/modules/i18n/react";
import { CardMedia, ItemLink } from "./picture";
import type { ProjectCardData } from "~/modules/content/cards";

/** `level` follows the page's outline: a skipped level is an error for the Nu checker. */
export function ProjectCard({ project, level = 3 }: { project: ProjectCardData; level?: 2 | 3 }) {
  const { t } = useTranslation("pages");
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article className="card project-card">
      <CardMedia picture={project.picture} name={project.name} />
      <div className="card-body">
        {project.serviceName ? <p className="card-kicker">{project.serviceName}</p> : null}
        <Heading className="card-heading">
          <ItemLink href={project.href}>{project.name}</ItemLink>
        </Heading>
        <p className="card-text">{project.info}</p>
        {project.skills.length > 0 ? (
          <ul className="chip-list" aria-label={t("projects.skills")}>
            {project.skills.map((skill) => (
              <li key={skill} className="chip" dir="auto">
                {skill}
              </li>
            ))}
          </ul>
        ) : null}
        {project.link ? (
          <p className="card-footer">
            <a
              href={project.link}
              target="_blank"
              rel="noopener noreferrer"
              className="text-link external-link"
            >
              {t("projects.visit")}
              <span className="visually-hidden">
                {" "}
                — {project.name} ({t("projects.new_tab")})
              </span>
              <span aria-hidden="true"> ↗</span>
            </a>
          </p>
        ) : null}
      </div>
    </article>
  );
}
