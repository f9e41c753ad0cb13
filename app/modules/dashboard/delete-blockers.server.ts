// What keeps a record from being deleted, known before the confirm is shown: the provider refuses
// to delete a record another still points to (a category with services, a service with projects:
// the relations in app/modules/content/registry.ts; server/routes/dashboard-content.ts keeps the
// last word). The confirm says so instead of promising a delete that will not happen.
import { providerFetch } from "~/modules/provider/client.server";
import { dependentsOf, isContentKey } from "../content/registry";
import type { EntityKey } from "./entities";
import type { Call } from "./provider.server";

/** The message key saying why `id` cannot be deleted, or null when nothing is known to block it. */
export async function deleteBlocker(key: EntityKey, call: Call, id: number) {
  if (!isContentKey(key)) return null;
  for (const { entity, relation } of dependentsOf(key)) {
    // Read fresh, not from the public read cache: the admin may just have moved the last one.
    const answer = await providerFetch<{ meta?: { total?: number } }>({
      request: call.request,
      language: call.language,
      path: entity.publicPath,
      query: { [relation.field]: id, per_page: 1 },
    });
    // Unknown (the provider failed): offer the delete; the provider refuses it if it must.
    if (answer.ok && (answer.body.meta?.total ?? 0) > 0) return relation.blocksDelete.confirm;
  }
  return null;
}
