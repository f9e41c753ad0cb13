import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { Icon } from "./icons";

/** A GET form: the search is in the URL, so it can be shared and works without JS. */
export function SearchForm({
  q,
  path,
  label,
  filtered = false,
  children,
}: {
  q: string;
  path: string;
  label?: string;
  /** "Clear" drops the filters too. */
  filtered?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation("dashboard");
  return (
    <Form method="get" action={path} className="admin-search" role="search">
      {children}
      <label className="admin-search-field">
        <span className="visually-hidden">{label ?? t("table.search_label")}</span>
        <Icon name="search" size={18} />
        <input
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          placeholder={label ?? t("table.search_label")}
        />
      </label>
      <button type="submit" className="button button-outline">
        {t("table.search")}
      </button>
      {q || filtered ? (
        <Link to={path} className="button button-ghost">
          {t("table.clear")}
        </Link>
      ) : null}
    </Form>
  );
}

/** docs/publishing.md */
export function StatusFilter({ status }: { status: string }) {
  const { t } = useTranslation("dashboard");
  return (
    <label>
      <span className="visually-hidden">{t("publishing.status")}</span>
      <select name="status" defaultValue={status} key={status}>
        <option value="">{t("publishing.status_all")}</option>
        <option value="published">{t("publishing.status_published")}</option>
        <option value="draft">{t("publishing.status_draft")}</option>
      </select>
    </label>
  );
}

/** docs/publishing.md */
export function NeedsFilter({ needs }: { needs: string }) {
  const { t } = useTranslation("dashboard");
  return (
    <label>
      <span className="visually-hidden">{t("publishing.needs_label")}</span>
      <select name="needs" defaultValue={needs} key={needs}>
        <option value="">{t("publishing.needs_all")}</option>
        <option value="ar">{t("publishing.needs_ar")}</option>
        <option value="en">{t("publishing.needs_en")}</option>
      </select>
    </label>
  );
}
