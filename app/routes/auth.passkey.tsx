import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { passkeyLoginAction } from "~/modules/account-security/passkeys.server";

// JSON for the login page's "Sign in with a passkey" script: options, then the browser's answer.
export async function action({ request }: ActionFunctionArgs) {
  return passkeyLoginAction(request);
}

export function loader() {
  return redirect("/auth/login");
}
