import type { LoaderFunctionArgs } from "@remix-run/node";
import { recoveryCodesFile } from "~/modules/account-security/two-factor.server";

// A plain link: it works without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  return recoveryCodesFile(request);
}
