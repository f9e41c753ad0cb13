// Every dashboard loader and action starts here (spec §6, §8).
import { requireAdminFactor } from "~/modules/account-security/admin-factor.server";
import type { Area } from "~core/auth/permissions";
import type { Language } from "~/modules/i18n/config";
import { requireArea as requireRoleArea } from "~/modules/auth/guards.server";
import { throwIfAccessEnded } from "~/modules/auth/session-end.server";
import { throwProviderError, type ProviderError } from "~/modules/provider/client.server";
import type { SessionUser } from "~/modules/session/session.server";

export { throwIfAccessEnded };

export async function requireArea(
  request: Request,
  language: Language,
  area: Area,
): Promise<SessionUser> {
  const user = await requireRoleArea(request, language, area);
  await requireAdminFactor(request, language, user);
  return user;
}

/** Every dashboard loader and action, not only the pages, also asks admins for a second factor. */
export const requireAdmin = (request: Request, language: Language) =>
  requireArea(request, language, "other");

export async function failLoader(request: Request, error: ProviderError): Promise<never> {
  await throwIfAccessEnded(request, error);
  throwProviderError(error);
}
