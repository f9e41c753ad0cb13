import { LtrValue } from "~/components/ltr-value";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";

const LINKS = [
  { to: "/about-us", key: "footer.about_us" },
  { to: "/posts", key: "footer.posts" },
  { to: "/privacy", key: "footer.privacy" },
  { to: "/terms", key: "footer.terms" },
  { to: "/conditions", key: "footer.conditions" },
  { to: "/contact_us", key: "footer.contact" },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const phones = [t("footer.phone_1"), t("footer.phone_2")];
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-about">
          <p className="footer-brand">{t("brand.name")}</p>
          <p>{t("footer.about_text")}</p>
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
        <section>
          <h2 className="footer-title">{t("footer.contact_title")}</h2>
          {/* Spec §2: the contact details are static text, not links. */}
          <dl className="footer-contact">
            <dt>{t("footer.email_label")}</dt>
            <dd>
              <LtrValue>{t("footer.email")}</LtrValue>
            </dd>
            <dt>{t("footer.phone_label")}</dt>
            {phones.map((phone) => (
              <dd key={phone}>
                <LtrValue>{phone}</LtrValue>
              </dd>
            ))}
          </dl>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
