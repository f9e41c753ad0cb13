// Every dashboard loader and action starts with requireArea (or requireAdmin, admins only); when
// the provider itself says the session is over or the user is no longer staff, the central
// handler of auth/session-end decides where they go (spec §6, §8).
import { requireAdminFactor } from "~/modules/account-security/admin-factor.server";
import type { Area } from "~/modules/auth/permissions";
import type { Language } from "~/modules/i18n/config";
import { requireArea as requireRoleArea } from "~/modules/auth/guards.server";
import { throwIfAccessEnded } from "~/modules/auth/session-end.server";
import { throwProviderError, type ProviderError } from "~/modules/provider/client.server";
import type { SessionUser } from "~/modules/session/session.server";

export { throwIfAccessEnded };

/**
 * Staff allowed in `area` (app/modules/auth/permissions.ts), who also have a second factor when
 * the site asks admins for one (docs/conventions.md, "Account security"): every dashboard loader
 * and action, not only the pages, is held to both.
 */
export async function requireArea(
  request: Request,
  language: Language,
  area: Area,
): Promise<SessionUser> {
  const user = await requireRoleArea(request, language, area);
  await requireAdminFactor(request, language, user);
  return user;
}

/** Admins only: users, settings, jobs, skills and the audit log. */
export const requireAdmin = (request: Request, language: Language) =>
  requireArea(request, language, "other");

/** For loaders: the end-of-session or not-allowed redirect, else the error page. */
export async function failLoader(request: Request, error: ProviderError): Promise<never> {
  await throwIfAccessEnded(request, error);
  throwProviderError(error);
}
