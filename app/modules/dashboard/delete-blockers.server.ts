// What keeps a record from being deleted, known before the confirm is shown: the provider refuses
// to delete a category that still has services and a service that still has projects
// (server/routes/dashboard-content.ts, blocksDelete, which keeps the last word). The confirm says
// so instead of promising a delete that will not happen.
import { providerFetch } from "~/modules/provider/client.server";
import type { EntityKey } from "./entities";
import type { Call } from "./provider.server";

/** The dependent list (a public list filtered by the record's id) and the confirm's message key. */
const BLOCKERS: Partial<Record<EntityKey, { path: string; param: string; message: string }>> = {
  categories: { path: "services", param: "category_id", message: "confirm.has_services" },
  services: { path: "projects", param: "service_id", message: "confirm.has_projects" },
};

/** The message key saying why `id` cannot be deleted, or null when nothing is known to block it. */
export async function deleteBlocker(key: EntityKey, call: Call, id: number) {
  const blocker = BLOCKERS[key];
  if (!blocker) return null;
  // Read fresh, not from the public read cache: the admin may just have moved the last one.
  const answer = await providerFetch<{ meta?: { total?: number } }>({
    request: call.request,
    path: blocker.path,
    query: { [blocker.param]: id, per_page: 1 },
  });
  // Unknown (the provider failed): offer the delete; the provider refuses it if it must.
  return answer.ok && (answer.body.meta?.total ?? 0) > 0 ? blocker.message : null;
}
