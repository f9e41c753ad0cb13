import { lazy, Suspense } from "react";
import { ClientOnly } from "remix-utils/client-only";
import type { RichTextEditorProps } from "./rich-text-editor";

// Only screens whose forms have rich text ever download Lexical.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/** A plain textarea of the same name before hydration and without JS. */
export function RichTextField(props: RichTextEditorProps & { required?: boolean }) {
  const textarea = (
    <textarea
      id={props.id}
      name={props.name}
      defaultValue={props.defaultValue}
      dir={props.dir}
      lang={props.lang}
      rows={6}
      required={props.required}
      aria-labelledby={props.labelId}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
      className="admin-textarea"
    />
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
