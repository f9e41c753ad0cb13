// Moves attachments stored by earlier versions under `uploads/requests/` to the private area at
// every start; a run interrupted half way finishes on the next (copy before remove).
import { readAll, type StorageDriver } from "./driver.js";
import { PRIVATE_AREA, PRIVATE_FOLDERS, PUBLIC_AREA, contentTypeFor } from "./index.js";

export async function moveAttachmentsToPrivate(driver: StorageDriver): Promise<number> {
  let moved = 0;
  for (const folder of PRIVATE_FOLDERS) {
    const from = `${PUBLIC_AREA}/${folder}/`;
    const found: string[] = [];
    for await (const object of driver.list(from)) found.push(object.key);
    for (const key of found) {
      const file = await driver.get(key);
      if (!file) continue; // gone meanwhile, or not a regular file (a planted link)
      const target = `${PRIVATE_AREA}/${key.slice(PUBLIC_AREA.length + 1)}`;
      await driver.put(target, await readAll(file.body), contentTypeFor(key).mime);
      await driver.delete(key);
      moved += 1;
    }
  }
  return moved;
}
