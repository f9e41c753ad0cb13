import { useTranslation } from "~/modules/i18n/react";
import type { PictureData } from "~/modules/content/images";
import { CardMedia } from "./picture";

export type ProjectCardData = {
  id: number;
  name: string;
  info: string;
  serviceName: string | null;
  skills: string[];
  link: string | null;
  picture: PictureData | null;
};

export function ProjectCard({ project }: { project: ProjectCardData }) {
  const { t } = useTranslation("pages");
  return (
    <article className="card project-card">
      <CardMedia picture={project.picture} name={project.name} />
      <div className="card-body">
        {project.serviceName ? <p className="card-kicker">{project.serviceName}</p> : null}
        <h3 className="card-heading">{project.name}</h3>
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
