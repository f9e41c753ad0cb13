import { providerFetch } from "~/modules/provider/client.server";
import { throwIfAccessEnded } from "./guard.server";
import type { Statistics } from "./types";

export type { Statistics, WeekCount } from "./types";

/**
 * The provider's dashboard/statistics. A failure other than the session ending leaves the
 * dashboard usable: the cards say the figures are unavailable and the menu shows no count.
 */
export async function loadStatistics(request: Request, token: string): Promise<Statistics | null> {
  const result = await providerFetch<{ data: Statistics }>({
    request,
    token,
    path: "dashboard/statistics",
    method: "POST",
  });
  if (result.ok) return result.body.data;
  await throwIfAccessEnded(request, result.error);
  return null;
}
