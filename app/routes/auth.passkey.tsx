import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { passkeyLoginAction } from "~/modules/account-security/passkeys.server";
import { getLanguage } from "~/modules/i18n/i18next.server";

// JSON for the login page's "Sign in with a passkey" script: options, then the browser's answer.
export async function action({ request }: ActionFunctionArgs) {
  return passkeyLoginAction(request, await getLanguage(request));
}

export function loader() {
  return redirect("/auth/login");
}
