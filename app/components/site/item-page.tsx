import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/modules/i18n/react";
import type { ItemPageData } from "~/modules/content/cards";
import { Section } from "./page-header";
import { Picture } from "./picture";

/** An item's own page: breadcrumbs, the h1, all its pictures, its text, then `children` (the
 * ask button, related items). */
export function ItemPage({
  item,
  list,
  children,
}: {
  item: ItemPageData;
  list: { href: string; name: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation("pages");
  const { t: common } = useTranslation();
  const [first, ...rest] = item.pictures;
  return (
    <article className="item-page">
      <header className="page-header">
        <div className="container page-header-inner">
          <nav aria-label={t("item.breadcrumbs")} className="breadcrumbs">
            <ol>
              <li>
                <Link to="/">{common("navbar.home")}</Link>
              </li>
              <li>
                <Link to={list.href}>{list.name}</Link>
              </li>
            </ol>
          </nav>
          {item.parent ? (
            <p className="eyebrow">
              {item.parent.href ? (
                <Link to={item.parent.href}>{item.parent.name}</Link>
              ) : (
                item.parent.name
              )}
            </p>
          ) : null}
          <h1>{item.name}</h1>
          {item.dateLabel ? (
            <p className="page-lead">
              <time dateTime={item.createdAt}>{item.dateLabel}</time>
            </p>
          ) : null}
        </div>
      </header>
      <div className="container narrow section item-body">
        {first ? (
          <div className="item-gallery">
            <Picture picture={first} alt={item.name} priority />
            {rest.map((picture) => (
              <Picture key={picture.src} picture={picture} alt={item.name} />
            ))}
          </div>
        ) : null}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.bodyHtml }} />
        {item.skills.length > 0 ? (
          <ul className="chip-list" aria-label={t("projects.skills")}>
            {item.skills.map((skill) => (
              <li key={skill} className="chip" dir="auto">
                {skill}
              </li>
            ))}
          </ul>
        ) : null}
        {item.requirements.length > 0 ? (
          <section className="requirements" aria-labelledby="item-requirements">
            <h2 className="requirements-title" id="item-requirements">
              {t("posts.requirements")}
            </h2>
            <ul className="check-list">
              {item.requirements.map((requirement, index) => (
                <li key={index}>{requirement}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {item.link ? (
          <p>
            <a
              href={item.link}
              target="_blank"
              rel="noopener noreferrer"
              className="button button-ghost external-link"
            >
              {t("projects.visit")}
              <span className="visually-hidden"> ({t("projects.new_tab")})</span>
              <span aria-hidden="true"> ↗</span>
            </a>
          </p>
        ) : null}
      </div>
      {children}
    </article>
  );
}

/** A titled list of cards under an item (its related items); nothing when there are none. */
export function RelatedItems<T extends { id: number }>({
  id,
  title,
  items,
  listClass = "card-grid card-grid-wide",
  card,
}: {
  id: string;
  title: string;
  items: T[];
  listClass?: string;
  card: (item: T) => ReactNode;
}) {
  if (!items.length) return null;
  return (
    <Section id={id} title={title}>
      <ul className={listClass}>
        {items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </ul>
    </Section>
  );
}
