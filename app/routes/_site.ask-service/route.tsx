// Without JavaScript a failed post renders this route: the same form, values kept (spec §2).
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AskServiceStaticForm } from "~/components/ask-service/ask-service-static";
import { attachmentType, forwardedAttachment } from "./attachment.server";
import { ASK_FIELDS, MAX_FILE_BYTES } from "~/modules/ask-service/constraint";
import { askServiceSchema } from "~/modules/ask-service/schema";
import { parseForm } from "~/modules/validation/form-schema";
import type { AskServiceActionData } from "~/modules/ask-service/types";
import { isServiceType } from "~core/content/service-type";
import { forgetStatistics } from "~/modules/dashboard/statistics.server";
import { checkFormProtection } from "~/modules/form-protection/form-protection.server";
import { ASK_SERVICE_BODY_BYTES } from "~/modules/http/edge.server";
import type { Language } from "~/modules/i18n/config";
import { getLanguage, getServerT } from "~/modules/i18n/i18next.server";
import { withUploadForm, type MultipartResult } from "~/modules/http/upload-form.server";
import { providerFetch, UPLOAD_TIMEOUT_MS } from "~/modules/provider/client.server";
import { toConformErrors } from "~/modules/provider/errors";
import { getUser } from "~/modules/session/session.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { privateMeta } from "~/modules/seo/meta";

// A File cannot travel in JSON, and the browser forgets it anyway.
const HIDDEN_FIELDS = ["info_file"];

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(data?.title);

/** No redirect: after a failed post without JavaScript the loaders run too. */
export async function loader({ request }: LoaderFunctionArgs) {
  const type = new URL(request.url).searchParams.get("ask");
  const t = await getServerT(await getLanguage(request));
  return json({ type: isServiceType(type) ? type : null, title: t("ask_service.title") });
}

export async function action({ request }: ActionFunctionArgs) {
  const language = await getLanguage(request);
  return withUploadForm(
    request,
    { maxFileBytes: MAX_FILE_BYTES, maxBodyBytes: ASK_SERVICE_BODY_BYTES },
    (form) => askService(request, language, form),
  );
}

async function askService(request: Request, language: Language, read: MultipartResult) {
  const t = await getServerT(language);
  const formData = read.formData;
  const redirectTo = safeRedirect(formData.get("redirectTo"), { dropParams: ["ask"] });
  // The provider fills in the account's details and sends the receipt there.
  const user = await getUser(request);
  const schema = askServiceSchema(t, { signedIn: Boolean(user) });
  const submission = parseForm(formData, schema);
  const fileError = (key: string, status: number) =>
    json<AskServiceActionData>(
      {
        result: submission.reply({
          fieldErrors: { info_file: [t(key)] },
          hideFields: HIDDEN_FIELDS,
        }),
        redirectTo,
      },
      { status },
    );
  if (!read.ok) return fileError("ask_service.validation.file_size", 413);
  const protection = await checkFormProtection(request, language, formData, {
    form: "ask_service",
  });
  if (!protection.ok) {
    const result = submission.reply({
      formErrors: [protection.message],
      hideFields: HIDDEN_FIELDS,
    });
    // ADR 0009: the challenge question comes back too.
    return json<AskServiceActionData>(
      { result, redirectTo, challenge: protection.challenge },
      { status: protection.status },
    );
  }
  if (submission.status !== "success") {
    return json<AskServiceActionData>(
      { result: submission.reply({ hideFields: HIDDEN_FIELDS }), redirectTo },
      { status: 400 },
    );
  }
  const { type, info, name, email, phone } = submission.value;
  // The bytes decide, not the declared type or the name (docs/security.md).
  const fileType = await attachmentType(submission.value.info_file);
  if (!fileType) return fileError("ask_service.validation.file_type", 400);
  const info_file = forwardedAttachment(submission.value.info_file, fileType);
  // The visitor's address goes along, so the provider's limits count visitors.
  const answer = await providerFetch<{ message?: string }>({
    request,
    language,
    token: user?.token,
    path: "ask_service",
    method: "POST",
    body: { type, info, name, email, phone, info_file },
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  if (!answer.ok) {
    const errors = toConformErrors(answer.error, ASK_FIELDS);
    return json<AskServiceActionData>(
      { result: submission.reply({ ...errors, hideFields: HIDDEN_FIELDS }), redirectTo },
      { status: answer.error.status >= 400 ? answer.error.status : 503 },
    );
  }
  // The menus' count must not wait for the statistics memory.
  forgetStatistics();
  return redirectWithToast(
    redirectTo,
    { type: "success", message: answer.body.message || t("ask_service.success") },
    {},
    request,
  );
}

export default function AskServicePage() {
  const data = useActionData<typeof action>();
  const { type } = useLoaderData<typeof loader>();
  const result = data?.result ?? null;
  const chosen = result?.initialValue?.type ?? type;
  const closeHref = data?.redirectTo ?? "/services";
  return (
    <div className="container ask-service-page">
      <AskServiceStaticForm
        type={isServiceType(chosen) ? chosen : null}
        closeHref={closeHref}
        redirectTo={closeHref}
        result={result}
        challenge={data && "challenge" in data ? data.challenge : null}
      />
    </div>
  );
}
