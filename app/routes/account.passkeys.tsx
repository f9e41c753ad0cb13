import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { passkeyRegistrationAction } from "~/modules/account-security/passkeys.server";
import { getLanguage } from "~/modules/i18n/i18next.server";

// JSON for the security page's "Add a passkey" script: options, then the browser's answer.
export async function action({ request }: ActionFunctionArgs) {
  return passkeyRegistrationAction(request, await getLanguage(request));
}

export function loader() {
  return redirect("/account/security");
}
