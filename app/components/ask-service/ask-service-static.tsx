// Pages without `?ask` never download the form's code.
import { lazy, Suspense } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { isServiceType } from "~core/content/service-type";
import type { FormChallenge } from "~/modules/form-protection/fields";
import { withoutAsk } from "~/modules/ask-service/constraint";
import type { AskDialogProps, AskResult } from "~/modules/ask-service/types";
import { usePageAddress } from "~/modules/page-query/page-query";
import { importWithReload } from "~/utils/chunk-reload";
import { useOptionalUser, useRootData } from "~/utils/root-data";
import {
  ASK_FORM_ID,
  AskServiceFields,
  AskServiceFrame,
  AskServiceLayout,
  type AskField,
} from "./ask-service-fields";

const AskServiceDialog = lazy(() => importWithReload(() => import("./ask-service-dialog")));

function staticField(name: string, result: AskResult | null, fallback?: string): AskField {
  const id = `${ASK_FORM_ID}-${name}`;
  const raw = result?.initialValue?.[name];
  return {
    id,
    name,
    errorId: `${id}-error`,
    errors: result?.error?.[name] ?? undefined,
    defaultValue: typeof raw === "string" ? raw : fallback,
  };
}

/** Works without JavaScript, and stands in while the enhanced dialog loads. */
export function AskServiceStaticForm({
  type,
  closeHref,
  redirectTo,
  result = null,
  challenge = null,
}: AskDialogProps & { result?: AskResult | null; challenge?: FormChallenge | null }) {
  const signedIn = Boolean(useOptionalUser());
  const account = useRootData()?.askAccount ?? null;
  const fields = {
    type: staticField("type", result, type ?? ""),
    info: staticField("info", result),
    info_file: staticField("info_file", result),
    name: staticField("name", result, account?.name),
    email: staticField("email", result, account?.email),
    phone: staticField("phone", result, account?.phone),
  };
  const formErrors = result?.error?.[""];
  return (
    <AskServiceFrame closeHref={closeHref} open>
      <form
        method="post"
        action="/ask-service"
        encType="multipart/form-data"
        id={ASK_FORM_ID}
        className="public-form modal-form"
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <AskServiceLayout closeHref={closeHref} sending={false}>
          {formErrors?.length ? (
            <div className="flash-message flash-error" role="alert">
              <p>{formErrors.join(" ")}</p>
            </div>
          ) : null}
          <AskServiceFields
            fields={fields}
            fileCount={null}
            fileAgain={result !== null}
            challenge={challenge}
            signedIn={signedIn}
          />
        </AskServiceLayout>
      </form>
    </AskServiceFrame>
  );
}

/** A bare `?ask=` lets the visitor choose; a value that is no type opens nothing (spec: "only
 * when a service name is set"). The check lives here, out of the eager ask-service-modal.tsx. */
export function AskServiceContent({ ask }: { ask: string }) {
  const address = usePageAddress();
  const hydrated = useHydrated();
  const type = isServiceType(ask) ? ask : null;
  if (type === null && ask !== "") return null;
  const closeHref = withoutAsk(`${address.pathname}${address.search}`);
  const props: AskDialogProps = { type, closeHref, redirectTo: closeHref };
  const fallback = <AskServiceStaticForm {...props} />;
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <AskServiceDialog key={type ?? ""} {...props} />
    </Suspense>
  );
}
