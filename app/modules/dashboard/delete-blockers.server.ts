// The provider refuses to delete a record another still points to; the confirm says so up front
// instead of promising a delete that will not happen.
import { providerFetch } from "~/modules/provider/client.server";
import { dependentsOf, isContentKey } from "~core/content/registry";
import type { EntityKey } from "./entities";
import type { Call } from "./provider.server";

export async function deleteBlocker(key: EntityKey, call: Call, id: number) {
  if (!isContentKey(key)) return null;
  for (const { entity, relation } of dependentsOf(key)) {
    // Not from the public read cache: the admin may just have moved the last one.
    const answer = await providerFetch<{ meta?: { total?: number } }>({
      request: call.request,
      language: call.language,
      path: entity.publicPath,
      query: { [relation.field]: id, per_page: 1 },
    });
    // Unknown: offer the delete; the provider refuses it if it must.
    if (answer.ok && (answer.body.meta?.total ?? 0) > 0) return relation.blocksDelete.confirm;
  }
  return null;
}
