// The image rows of a record (table "images": owner, position, path, thumb, width, height). Written by the
// dashboard's saves and deletes and by the seed; the files themselves belong to storage.
import type { Db } from "./index.js";
import type { ImageOut } from "./records.js";

/**
 * Replaces the image rows of a record, inside the caller's transaction; answers the paths of
 * the old files, which the caller removes only once the transaction has committed.
 */
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
    .returning(["path", "thumb"])
    .execute();
  if (images.length) {
    await trx
      .insertInto("images")
      .values(
        images.map((img, position) => ({
          owner_table: table,
          owner_id: ownerId,
          position,
          ...img,
        })),
      )
      .execute();
  }
  return old.flatMap((o) => [o.path, o.thumb]);
}
