import type { ReactNode } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { useOptionalUser } from "~/utils/root-data";
import { AskServiceModal } from "~/components/ask-service/ask-service-modal";
import { BackgroundDots } from "./background-dots";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { ScrollTop } from "./scroll-top";

/** Spec §2; the progress bar and overlay are in root.tsx. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useOptionalUser();
  return (
    <div className="site">
      <BackgroundDots />
      <a href="#main" className="skip-link">
        {t("skip_link")}
      </a>
      <Navbar user={user} />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer />
      <ScrollTop />
      <AskServiceModal />
    </div>
  );
}
