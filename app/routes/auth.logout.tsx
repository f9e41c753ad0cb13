import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { logOut } from "~/modules/auth/login.server";
import { getLanguage } from "~/modules/i18n/i18next.server";

// A POST only: a GET link could be triggered by any page.
export async function action({ request }: ActionFunctionArgs) {
  return logOut(request, await getLanguage(request));
}

export function loader() {
  return redirect("/");
}
