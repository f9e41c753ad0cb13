import { Link } from "@remix-run/react";
import { ContactList } from "~/components/site/contact-list";
import { useTranslation } from "~/modules/i18n/react";
import type { SiteDetails } from "~/modules/site-settings/types";
import { useSiteDetails } from "~/utils/root-data";

const LINKS = [
  { to: "/about-us", key: "footer.about_us" },
  { to: "/posts", key: "footer.posts" },
  { to: "/privacy", key: "footer.privacy" },
  { to: "/terms", key: "footer.terms" },
  { to: "/conditions", key: "footer.conditions" },
  { to: "/contact_us", key: "footer.contact" },
] as const;

/** Without the site settings (provider down) only links. */
export function Footer() {
  const { t } = useTranslation();
  const site = useSiteDetails();
  const name = site?.name ?? t("brand.name");
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-about">
          <p className="footer-brand">{name}</p>
          {site ? <p>{site.description}</p> : null}
          {site?.social.length ? <SocialLinks site={site} /> : null}
        </section>
        <nav aria-label={t("footer.label")}>
          <h2 className="footer-title">{t("footer.links_title")}</h2>
          <ul className="footer-links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} prefetch="intent">
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {site ? (
          <section>
            <h2 className="footer-title">{t("footer.contact_title")}</h2>
            <ContactList site={site} className="footer-contact" />
          </section>
        ) : null}
      </div>
      <div className="container footer-bottom">
        <p>{t("footer.rights", { year: new Date().getFullYear(), name })}</p>
      </div>
    </footer>
  );
}

function SocialLinks({ site }: { site: SiteDetails }) {
  const { t } = useTranslation();
  return (
    <ul className="footer-social" aria-label={t("footer.social_label")}>
      {site.social.map(({ network, href }) => (
        <li key={network}>
          <a href={href} rel="me noopener noreferrer">
            {t(`footer.social.${network}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
