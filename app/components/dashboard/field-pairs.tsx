import { useFormAction } from "@remix-run/react";
import { Fragment, useState, type MouseEvent, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "~/modules/i18n/react";
import type { FieldDef } from "~/modules/dashboard/entities";
import { copyIntent, type FieldPair, type Lang } from "~/modules/dashboard/field-pairs";
import { copyInForm } from "./field-copy";

export type PairExtras = { lang: Lang; tools: ReactNode; note: ReactNode };

const OTHER: Record<Lang, Lang> = { ar: "en", en: "ar" };

/** docs/publishing.md, "The editor". Without JavaScript the copy is a submit the action answers
 * with the form again (copy.server.ts). */
export function FieldPairRow({
  pair,
  copied,
  idOf,
  render,
  after,
}: {
  pair: FieldPair;
  copied: string | undefined;
  idOf: (name: string) => string;
  render: (field: FieldDef, extras?: PairExtras) => ReactNode;
  /** Shown at the end of a side, under its fields. */
  after?: (lang: Lang) => ReactNode;
}) {
  const { t } = useTranslation("dashboard");
  const hydrated = useHydrated();
  const action = useFormAction();
  const [done, setDone] = useState(copied);

  const side = (lang: Lang) => {
    const field = pair[lang];
    const from = OTHER[lang];
    const source = pair[from];
    const copy = (event: MouseEvent<HTMLButtonElement>) => {
      const form = event.currentTarget.form;
      if (!hydrated || !form) return;
      event.preventDefault();
      if (!copyInForm(form, source.name, field.name)) return;
      setDone(field.name);
      document.getElementById(idOf(field.name))?.focus();
    };
    const tools = (
      <button
        type="submit"
        name="intent"
        value={copyIntent(source, field)}
        formAction={`${action}#${idOf(field.name)}`}
        formNoValidate
        className="button button-ghost button-small field-copy"
        onClick={copy}
      >
        {t(`copy.from_${from}`)}
        <span className="visually-hidden">
          {t("copy.into", { field: t(field.label ?? `fields.${field.name}`) })}
        </span>
      </button>
    );
    const note = (
      <p className="field-hint field-copied" role="status">
        {done === field.name ? t(`copy.copied_from_${from}`) : ""}
      </p>
    );
    const own = render(field, { lang, tools, note });
    const more = after?.(lang);
    if (!pair.with[lang].length && !more) return <Fragment key={lang}>{own}</Fragment>;
    // One column per language: its field, then the ones that sit with it (a slug under the name).
    return (
      <div key={lang} className="field-side" data-testid={`side-${pair.base}-${lang}`}>
        {own}
        {pair.with[lang].map((seated) => (
          <Fragment key={seated.name}>{render(seated)}</Fragment>
        ))}
        {more}
      </div>
    );
  };

  return (
    <div className="field-pair" data-testid={`pair-${pair.base}`}>
      {side("ar")}
      {side("en")}
    </div>
  );
}
