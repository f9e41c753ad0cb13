import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isLanguage, LANGUAGE_COOKIE } from "~/modules/i18n/config";
import { safeRedirect } from "~/utils/safe-redirect";
import { getLanguage, getServerT, serializeLanguageCookie } from "~/modules/i18n/i18next.server";
import { readFormData } from "~/modules/http/form-body.server";

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const language = form.get("lng");
  if (!isLanguage(language)) {
    const t = await getServerT(await getLanguage(request));
    return new Response(t("errors.invalid_language"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return redirect(safeRedirect(form.get("redirectTo"), { dropParams: [LANGUAGE_COOKIE] }), {
    status: 303,
    headers: { "Set-Cookie": serializeLanguageCookie(language) },
  });
}

// The switch is a POST; someone opening /language directly just goes home.
export function loader() {
  return redirect("/");
}
