import type { LoaderFunctionArgs } from "@remix-run/node";
import { recoveryCodesFile } from "~/modules/account-security/two-factor.server";
import { getLanguage } from "~/modules/i18n/i18next.server";

// A plain link: it works without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  return recoveryCodesFile(request, await getLanguage(request));
}
