import { Component, type ReactNode } from "react";
import { useTranslation } from "~/modules/i18n/react";

type Texts = { failed: string; home: string };

class Guard extends Component<{ texts: Texts; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const { texts } = this.props;
    return (
      <div className="error-view" role="alert">
        <h1>{texts.failed}</h1>
        <p>
          <a href="/">{texts.home}</a>
        </p>
      </div>
    );
  }
}

/** Spec §8: when showing the error page itself fails, say so and offer the way home. */
export function ErrorGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Computed before the risky render so the fallback cannot fail the same way.
  const texts: Texts = {
    failed: t("error_page.render_failed", "An error occurred while showing the error page"),
    home: t("error_page.go_home", "Go back to home"),
  };
  return <Guard texts={texts}>{children}</Guard>;
}
