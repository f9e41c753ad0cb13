// The files themselves belong to storage.
import type { Db } from "./index.js";
import type { ImageOut } from "./records.js";
import { parseVariants } from "../storage/variants.js";

/** Answers the old files, which the caller removes only once the transaction has committed. */
export async function replaceImages(
  trx: Db,
  table: string,
  ownerId: number,
  images: ImageOut[],
): Promise<string[]> {
  const old = await trx
    .deleteFrom("images")
    .where("owner_table", "=", table)
    .where("owner_id", "=", ownerId)
    .returning(["path", "thumb", "variants"])
    .execute();
  if (images.length) {
    await trx
      .insertInto("images")
      .values(
        images.map(({ variants, ...img }, position) => ({
          owner_table: table,
          owner_id: ownerId,
          position,
          ...img,
          variants: JSON.stringify(variants),
        })),
      )
      .execute();
  }
  return old.flatMap((o) => [
    ...new Set([o.path, o.thumb, ...parseVariants(o.variants).map((v) => v.path)]),
  ]);
}
