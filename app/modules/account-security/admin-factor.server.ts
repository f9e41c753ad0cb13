// Site setting `admin_second_factor`: the dashboard's requireAdmin asks here.
import type { Language } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { providerFetch } from "~/modules/provider/client.server";
import type { AccountFactors, Item } from "~/modules/provider/types";
import type { SessionUser } from "~/modules/session/session.server";
import { readSiteSettings } from "~/modules/site-settings/settings.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { SECURITY_PATH } from "./two-factor.server";

export async function requireAdminFactor(
  request: Request,
  language: Language,
  user: SessionUser,
): Promise<void> {
  if (user.role !== "admin") return;
  const settings = await readSiteSettings(request);
  if (settings?.admin_second_factor !== true) return;
  const result = await providerFetch<Item<AccountFactors>>({
    request,
    language,
    path: "account/factors",
    token: user.token,
  });
  // A provider that cannot answer says nothing about the admin; the dashboard shows its own error.
  if (!result.ok) return;
  const factors = result.body.data;
  if (factors.totp || factors.passkeys > 0) return;
  const t = await getServerT(language, "factors");
  throw await redirectWithToast(
    SECURITY_PATH,
    { type: "error", message: t("admin_required") },
    {},
    request,
  );
}
