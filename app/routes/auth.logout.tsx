import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { logOut } from "~/modules/auth/login.server";

// A POST only: a GET link could be triggered by any page.
export async function action({ request }: ActionFunctionArgs) {
  return logOut(request);
}

export function loader() {
  return redirect("/");
}
