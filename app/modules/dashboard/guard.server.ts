// Every dashboard loader and action starts here (spec §6, §8).
import { requireAdminFactor } from "~/modules/account-security/admin-factor.server";
import type { Area } from "~/modules/auth/permissions";
import { requireArea as requireRoleArea } from "~/modules/auth/guards.server";
import { throwIfAccessEnded } from "~/modules/auth/session-end.server";
import { throwProviderError, type ProviderError } from "~/modules/provider/client.server";
import type { SessionUser } from "~/modules/session/session.server";

export { throwIfAccessEnded };

/** Every dashboard loader and action, not only the pages, also asks admins for a second factor. */
export async function requireArea(request: Request, area: Area): Promise<SessionUser> {
  const user = await requireRoleArea(request, area);
  await requireAdminFactor(request, user);
  return user;
}

export const requireAdmin = (request: Request) => requireArea(request, "other");

export async function failLoader(request: Request, error: ProviderError): Promise<never> {
  await throwIfAccessEnded(request, error);
  throwProviderError(error);
}
