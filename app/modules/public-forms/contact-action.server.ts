// The contact form's action (spec §5), kept apart from the route so the route file stays short.
import { json } from "@remix-run/node";
import { forgetStatistics } from "~/modules/dashboard/statistics.server";
import { checkFormProtection } from "~/modules/form-protection/form-protection.server";
import { readFormData } from "~/modules/http/form-body.server";
import type { Language } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { providerFetch } from "~/modules/provider/client.server";
import { toConformErrors } from "~/modules/provider/errors";
import { CONTACT_FIELDS, contactSchema } from "~/modules/public-forms/contact";
import { getUser } from "~/modules/session/session.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { parseForm } from "~/modules/validation/form-schema";

export async function contactAction(request: Request, language: Language) {
  const t = await getServerT(language, "forms");
  const formData = await readFormData(request);
  const submission = parseForm(formData, contactSchema(t));
  const protection = await checkFormProtection(request, language, formData, { form: "contact" });
  if (!protection.ok) {
    // The typed values come back with the message (and the challenge question, ADR 0009).
    return json(
      {
        result: submission.reply({ formErrors: [protection.message] }),
        challenge: protection.challenge,
      },
      { status: protection.status },
    );
  }
  if (submission.status !== "success") {
    return json({ result: submission.reply(), challenge: null }, { status: 400 });
  }
  // A signed-in visitor's message carries their account (docs/conventions.md, "The inbox").
  const user = await getUser(request);
  const answer = await providerFetch<{ message?: string }>({
    request,
    language,
    token: user?.token,
    path: "contact_us",
    method: "POST",
    body: submission.value,
  });
  if (!answer.ok) {
    const errors = toConformErrors(answer.error, CONTACT_FIELDS);
    return json(
      { result: submission.reply(errors), challenge: null },
      { status: answer.error.status >= 400 ? answer.error.status : 503 },
    );
  }
  // A new unread message: the admin menus' count must not wait for the statistics memory.
  forgetStatistics();
  // Post/redirect/get: a reload does not send the message twice; the toast survives the redirect.
  return redirectWithToast(
    "/contact_us",
    { type: "success", message: answer.body.message || t("contact.success") },
    {},
    request,
  );
}
