import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { LogoutForm } from "~/components/auth/logout-form";

type MenuUser = { name: string; isAdmin: boolean; isStaff: boolean };

/**
 * The signed-in entries (dashboard, account security, log out) behind the account's name, so the
 * navbar keeps one row at 1280 px in both languages. A <details>: it opens without JavaScript;
 * with it, a click elsewhere, Escape or a new page closes it. On narrow screens it sits open in
 * the menu panel (base.css).
 */
export function AccountMenu({ user }: { user: MenuUser }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // A new page closes it; its first mount does not, since a visitor may have opened the server's
  // menu before this code arrived (lazyInBrowser).
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointer = (event: PointerEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) {
        details.open = false;
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    details.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      details.removeEventListener("keydown", onKey);
    };
  }, []);

  return (
    <details className="account-menu" ref={ref}>
      <summary
        className="account-menu-button"
        title={t("navbar.signed_in_as", { name: user.name })}
      >
        <span className="account-menu-name">{user.name}</span>
        {user.isAdmin ? <span className="badge">{t("navbar.admin")}</span> : null}
        <span className="account-menu-caret" aria-hidden="true" />
      </summary>
      <ul className="account-menu-panel">
        <li className="account-menu-who">{t("navbar.signed_in_as", { name: user.name })}</li>
        {user.isStaff ? (
          <li>
            <NavLink to="/dashboard" prefetch="intent" className="nav-link nav-admin">
              {t("navbar.dashboard")}
            </NavLink>
          </li>
        ) : null}
        <li>
          <NavLink to="/account/security" prefetch="intent" className="nav-link">
            {t("account.security")}
          </NavLink>
        </li>
        <li>
          <LogoutForm />
        </li>
      </ul>
    </details>
  );
}
