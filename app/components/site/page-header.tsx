import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** The h1 lives here. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="container page-header-inner">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {lead ? <p className="page-lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}

export function SectionHeader({
  id,
  title,
  lead,
  eyebrow,
}: {
  id: string;
  title: string;
  lead?: string;
  eyebrow?: string;
}) {
  return (
    <header className="section-header">
      {eyebrow ? <p className="section-eyebrow">{eyebrow}</p> : null}
      <h2 id={id}>{title}</h2>
      {lead ? <p>{lead}</p> : null}
    </header>
  );
}

export function Section({
  id,
  anchor,
  eyebrow,
  title,
  lead,
  narrow = false,
  more,
  children,
}: {
  id: string;
  anchor?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  narrow?: boolean;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section id={anchor} className="section" aria-labelledby={id}>
      <div className={narrow ? "container narrow" : "container"}>
        <SectionHeader id={id} eyebrow={eyebrow} title={title} lead={lead} />
        {children}
        {more ? (
          <p className="section-more">
            <Link to={more.to} prefetch="intent" className="button button-ghost">
              {more.label}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}

export function ListOrEmpty({
  count,
  empty,
  children,
}: {
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return count === 0 ? <p className="empty-state">{empty}</p> : <>{children}</>;
}
