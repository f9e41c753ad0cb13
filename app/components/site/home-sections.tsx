import { Link } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { Icon, type IconName } from "./icons";
import { Section, SectionHeader } from "./page-header";
import { Carousel } from "~/components/ui/carousel";
import type { TeamCardData } from "~/modules/content/cards";
import { Picture } from "./picture";
import { useSiteDetails } from "~/utils/root-data";

const FEATURES: [key: string, icon: IconName][] = [
  ["bilingual", "globe"],
  ["design", "pen"],
  ["engineering", "code"],
  ["speed", "bolt"],
  ["security", "shield"],
  ["support", "clock"],
];

export function Features() {
  const { t } = useTranslation("home");
  const { t: common } = useTranslation();
  const name = useSiteDetails()?.name ?? common("brand.name");
  return (
    <Section
      id="features-title"
      eyebrow={t("features.eyebrow", { name })}
      title={t("features.title")}
      lead={t("features.lead")}
    >
      <ul className="feature-grid" data-testid="features">
        {FEATURES.map(([key, icon]) => (
          <li key={key} className="feature">
            <span className="feature-icon">
              <Icon name={icon} />
            </span>
            <h3>{t(`features.items.${key}.title`)}</h3>
            <p>{t(`features.items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const STATS = ["clients", "projects", "support"] as const;

/** Spec §9's figures, as the site settings hold them. */
export function Statistics() {
  const { t } = useTranslation("home");
  const stats = useSiteDetails()?.stats;
  if (!stats) return null;
  return (
    <section className="stats-band" aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="visually-hidden">
          {t("stats.title")}
        </h2>
        <dl className="stats" data-testid="statistics">
          {STATS.map((key) => (
            <div key={key} className="stat">
              <dt>{t(`stats.${key}_label`)}</dt>
              <dd dir="ltr">{stats[key]}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part.slice(0, 1))
    .slice(0, 2)
    .join("");
}

/** Scrolls sideways with no JavaScript; Carousel adds buttons and arrow keys. */
export function Team({ members }: { members: TeamCardData[] }) {
  const { t } = useTranslation("home");
  if (!members.length) return null;
  return (
    <Section
      id="team-title"
      eyebrow={t("team.eyebrow")}
      title={t("team.title")}
      lead={t("team.lead")}
    >
      <Carousel label={t("team.label")} testId="team">
        {members.map((member, index) => (
          <li key={member.id} className="carousel-item">
            <article className="card team-card">
              {member.picture ? (
                <span className="avatar avatar-picture">
                  <Picture picture={member.picture} />
                </span>
              ) : (
                <span className={`avatar avatar-${(index % 6) + 1}`} aria-hidden="true">
                  {initials(member.name)}
                </span>
              )}
              <h3 className="card-heading">{member.name}</h3>
              <p className="card-kicker">{member.role}</p>
            </article>
          </li>
        ))}
      </Carousel>
    </Section>
  );
}

/** Spec §9's claims; shared by the home teaser and /visualresources. */
export function KeyFigures({ headingId }: { headingId?: string }) {
  const claims = useSiteDetails()?.claims;
  if (!claims?.length) return null;
  return (
    <ul className="figures claims" data-testid="key-figures" aria-labelledby={headingId}>
      {claims.map((claim, index) => (
        <li key={index} className="figure claim">
          {claim}
        </li>
      ))}
    </ul>
  );
}

export function VisualTeaser() {
  const { t } = useTranslation("home");
  return (
    <section className="section visual-teaser" aria-labelledby="visual-title">
      <div className="container teaser-grid">
        <div>
          <SectionHeader
            id="visual-title"
            eyebrow={t("visual.eyebrow")}
            title={t("visual.title")}
            lead={t("visual.lead")}
          />
          <Link to="/visualresources" prefetch="intent" className="button button-primary">
            {t("visual.cta")}
            <Icon name="arrow" className="icon-directional" />
          </Link>
        </div>
        <KeyFigures />
      </div>
    </section>
  );
}

export function ContactBand({
  title,
  text,
  button,
}: {
  title: string;
  text: string;
  button: string;
}) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">{title}</h2>
          <p>{text}</p>
        </div>
        <Link to="/contact_us" prefetch="intent" className="button button-large cta-button">
          {button}
        </Link>
      </div>
    </section>
  );
}
