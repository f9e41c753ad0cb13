// Every dashboard loader and action starts with requireArea (or requireAdmin, admins only); when the provider itself says the
// session is over or the user is no longer an admin, the central handler of auth/session-end
// decides where they go (spec §6, §8).
import { requireAdmin, requireArea } from "~/modules/auth/guards.server";
import { throwIfAccessEnded } from "~/modules/auth/session-end.server";
import { throwProviderError, type ProviderError } from "~/modules/provider/client.server";

export { requireAdmin, requireArea, throwIfAccessEnded };

/** For loaders: the end-of-session or not-allowed redirect, else the error page. */
export async function failLoader(request: Request, error: ProviderError): Promise<never> {
  await throwIfAccessEnded(request, error);
  throwProviderError(error);
}
