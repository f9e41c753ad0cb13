import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { LogoutForm } from "~/components/auth/logout-form";
import { LanguageToggle } from "~/components/layout/language-toggle";
import type { Language } from "~/modules/i18n/config";
import { may } from "~core/auth/permissions";
import { dashboardMenu, type MenuEntry } from "~core/dashboard/menu";
import { formatNumber } from "~/modules/dashboard/format";
import { useLanguage, useSiteDetails } from "~/utils/root-data";
import { Icon, IconSprite } from "./icons";

type MenuLink = MenuEntry & { name: string };

/** Spec §2; only the screens the role may open (the loaders refuse the others anyway). */
function useMenuLinks(role: string | null): MenuLink[] {
  const { t } = useTranslation("dashboard");
  return dashboardMenu()
    .filter((entry) => may(role, entry.area))
    .map((entry) => ({ ...entry, name: t(`admin_navbar.names.${entry.key}`) }));
}

function isCurrent(pathname: string, href: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (href === "/dashboard") return path === "/dashboard";
  return path === href || path.startsWith(`${href}/`);
}

function MenuList({
  unread,
  locale,
  role,
}: {
  unread: number;
  locale: Language;
  role: string | null;
}) {
  const { t } = useTranslation("dashboard");
  const { pathname } = useLocation();
  return (
    <ul className="admin-menu-list">
      {useMenuLinks(role).map((link) => {
        const href = `/dashboard${link.path}`;
        const current = isCurrent(pathname, href);
        return (
          <li key={link.path}>
            <Link
              to={href}
              prefetch="intent"
              className="admin-menu-link"
              aria-current={current ? "page" : undefined}
            >
              <Icon name={link.icon} />
              <span>{link.name}</span>
              {link.icon === "notifications" && unread > 0 ? (
                <span className="admin-badge" data-testid="unread-count">
                  <span aria-hidden="true">{formatNumber(unread, locale)}</span>
                  <span className="visually-hidden">
                    {t("admin_navbar.unread", { n: formatNumber(unread, locale) })}
                  </span>
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** On a phone the menu folds into a <details>, which works without JavaScript. */
export function AdminShell({
  children,
  unread,
  userName,
  role,
}: {
  children: ReactNode;
  unread: number;
  userName: string;
  role: string | null;
}) {
  const { t } = useTranslation("dashboard");
  const { t: tc } = useTranslation();
  const locale = useLanguage();
  const companyName = useSiteDetails()?.name ?? tc("brand.name");
  return (
    <div className="admin">
      <IconSprite />
      <a href="#admin-main" className="skip-link">
        {tc("skip_link")}
      </a>
      <aside className="admin-aside">
        <Link to="/dashboard" className="admin-brand">
          <span className="brand-mark" aria-hidden="true">
            ◆
          </span>
          <span>
            {companyName}
            <small>{t("admin_navbar.title")}</small>
          </span>
        </Link>
        <nav className="admin-nav admin-nav-wide" aria-label={t("admin_navbar.label")}>
          <MenuList unread={unread} locale={locale} role={role} />
        </nav>
        <details className="admin-nav-phone">
          <summary className="button button-outline">
            <Icon name="menu" />
            <span>{t("admin_navbar.menu")}</span>
            {unread > 0 ? (
              <span className="admin-badge" aria-hidden="true">
                {formatNumber(unread, locale)}
              </span>
            ) : null}
          </summary>
          <nav className="admin-nav" aria-label={t("admin_navbar.label")}>
            <MenuList unread={unread} locale={locale} role={role} />
          </nav>
        </details>
      </aside>
      <div className="admin-body">
        <header className="admin-topbar">
          <Link to="/" className="admin-back">
            <Icon name="back" size={16} />
            {t("admin_navbar.back_to_site")}
          </Link>
          <div className="admin-topbar-end">
            {userName ? <span className="admin-user">{userName}</span> : null}
            <Link to="/account/security" className="admin-security">
              {tc("account.security")}
            </Link>
            <LanguageToggle />
            <LogoutForm />
          </div>
        </header>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
