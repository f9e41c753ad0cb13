import { lazy, Suspense } from "react";
import { ClientOnly } from "remix-utils/client-only";
import { useTranslation } from "~/modules/i18n/react";
import { htmlToPlain, plainMarkOf } from "~/modules/content/plain-text";
import type { RichTextEditorProps } from "./rich-text-editor";

// Only screens whose forms have rich text ever download Lexical.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/**
 * Before hydration and without JS, a textarea of the same name holding the text as plain
 * paragraphs; the mark beside it tells the action to turn them back into HTML.
 */
export function RichTextField(props: RichTextEditorProps & { required?: boolean }) {
  const { t } = useTranslation("dashboard");
  // How paragraphs, lists, headings and links are typed here (app/modules/content/plain-text.ts).
  const hintId = `${props.id}-plain-hint`;
  const textarea = (
    <>
      <input type="hidden" name={plainMarkOf(props.name)} value="1" />
      <textarea
        id={props.id}
        name={props.name}
        defaultValue={htmlToPlain(props.defaultValue ?? "")}
        dir={props.dir}
        lang={props.lang}
        rows={6}
        required={props.required}
        aria-labelledby={props.labelId}
        aria-describedby={[props.describedBy, hintId].filter(Boolean).join(" ")}
        aria-invalid={props.invalid || undefined}
        className="admin-textarea"
      />
      <p id={hintId} className="field-hint">
        {t("form.plain_hint")}
      </p>
    </>
  );
  return (
    <ClientOnly fallback={textarea}>
      {() => (
        <Suspense fallback={textarea}>
          <RichTextEditor {...props} />
        </Suspense>
      )}
    </ClientOnly>
  );
}
