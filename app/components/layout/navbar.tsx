import { Form, Link, NavLink } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { useSiteDetails } from "~/utils/root-data";
import { Icon } from "~/components/site/icons";
import { LanguageToggle } from "./language-toggle";
import { lazyInBrowser } from "./load-after-hydration";
import { useDisclosure } from "./use-disclosure";

/** Fetched only by signed-in visitors' pages; the server renders it into the page (JS off too),
 * and a visitor who is not signed in never loads its code (docs/performance.md). */
const AccountMenu = lazyInBrowser(() => import("./account-menu").then((m) => m.AccountMenu));

type NavUser = { name: string; isAdmin: boolean; isStaff: boolean; role: string | null } | null;

const LINKS = [
  { to: "/", key: "navbar.home", end: true },
  { to: "/about-us", key: "navbar.about" },
  { to: "/#services", key: "navbar.services" },
  { to: "/visualresources", key: "navbar.visual_resources" },
  { to: "/posts", key: "navbar.posts" },
  { to: "/FAQs", key: "navbar.faqs" },
  { to: "/contact_us", key: "navbar.contact_us" },
] as const;

// Keep in step with the breakpoint in base.css where the menu button disappears.
const WIDE = "(min-width: 70rem)";

export function Navbar({ user }: { user: NavUser }) {
  const { t } = useTranslation();
  // The locale's name while the provider cannot answer.
  const site = useSiteDetails();
  const name = site?.name ?? t("brand.name");
  const menuRef = useDisclosure(WIDE);
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link
          to="/"
          prefetch="intent"
          className="brand"
          aria-label={t("brand.home_label", { name })}
        >
          {site?.logo ? (
            <img src={site.logo} alt="" className="brand-logo" height={32} />
          ) : (
            <Icon name="brand" className="brand-mark" />
          )}
          <span className="brand-name">{name}</span>
        </Link>
        <details className="nav-menu" ref={menuRef}>
          <summary className="nav-menu-button">
            <span aria-hidden="true" className="nav-menu-icon" />
            {t("navbar.menu")}
          </summary>
          <nav className="nav-panel" aria-label={t("navbar.label")}>
            <ul className="nav-links">
              {LINKS.map((link) => (
                <li key={link.to}>
                  {link.to.includes("#") ? (
                    <Link to={link.to} prefetch="intent" className="nav-link">
                      {t(link.key)}
                    </Link>
                  ) : (
                    <NavLink
                      to={link.to}
                      prefetch="intent"
                      end={"end" in link}
                      className="nav-link"
                    >
                      {t(link.key)}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
            <div className="nav-actions">
              {/* A plain GET form: the search works without JavaScript. */}
              <Form method="get" action="/search" role="search" className="nav-search">
                <label htmlFor="nav-search-q" className="visually-hidden">
                  {t("navbar.search")}
                </label>
                <input
                  id="nav-search-q"
                  type="search"
                  name="q"
                  maxLength={100}
                  placeholder={t("navbar.search_placeholder")}
                />
                <button
                  type="submit"
                  className="nav-search-button"
                  aria-label={t("navbar.search_submit")}
                >
                  <Icon name="search" className="nav-search-icon" />
                </button>
              </Form>
              {user ? (
                <Suspense fallback={null}>
                  <AccountMenu user={user} />
                </Suspense>
              ) : (
                <>
                  <NavLink to="/auth/login" prefetch="intent" className="nav-link">
                    {t("navbar.login")}
                  </NavLink>
                  <NavLink to="/auth/register" prefetch="intent" className="button button-primary">
                    {t("navbar.register")}
                  </NavLink>
                </>
              )}
              <LanguageToggle />
            </div>
          </nav>
        </details>
      </div>
    </header>
  );
}
