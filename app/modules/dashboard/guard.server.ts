// Every dashboard loader and action starts with requireAdmin; when the provider itself says the
// session is over or the user is no longer an admin, the central handler of auth/session-end
// decides where they go (spec §6, §8).
import { requireAdminFactor } from "~/modules/account-security/admin-factor.server";
import { requireAdmin as requireAdminRole } from "~/modules/auth/guards.server";
import { throwIfAccessEnded } from "~/modules/auth/session-end.server";
import { throwProviderError, type ProviderError } from "~/modules/provider/client.server";
import type { SessionUser } from "~/modules/session/session.server";

export { throwIfAccessEnded };

/**
 * An admin, who also has a second factor when the site asks admins for one (docs/conventions.md,
 * "Account security"): every dashboard loader and action, not only the pages, is held to it.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireAdminRole(request);
  await requireAdminFactor(request, user);
  return user;
}

/** For loaders: the end-of-session or not-allowed redirect, else the error page. */
export async function failLoader(request: Request, error: ProviderError): Promise<never> {
  await throwIfAccessEnded(request, error);
  throwProviderError(error);
}
