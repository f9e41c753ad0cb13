import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocale, useOptionalUser } from "~/utils/root-data";
import { Footer } from "./footer";
import { Navbar } from "./navbar";

/** The default layout around a page or an error (spec §2: navbar, the page, footer). */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useOptionalUser();
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        {t("skip_link")}
      </a>
      <Navbar locale={locale} user={user} />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
