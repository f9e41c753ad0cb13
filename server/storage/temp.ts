/**
 * Temporary files: uploads on their way to storage, and the image workers' inputs and outputs
 * (docs/decisions/0016-image-worker-processes.md). Bytes travel between the request, the image
 * workers and the storage driver as files, so no upload is ever held whole in memory.
 *
 * One private folder per process under the OS temp dir (TMPDIR), made on first use (mkdtemp
 * gives it mode 0700) and removed when the process exits. A `TempFiles` is one holder's files:
 * a request's uploads (removed when its answer is done, server/http/form.ts) or a save's
 * encoded outputs (removed in its `finally`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomName } from "./names.js";

let root: string | undefined;

/** The process's temp folder (tests look inside it to prove nothing is left behind). */
export function tempRoot(): string {
  if (!root) {
    const made = mkdtempSync(path.join(os.tmpdir(), "provider-"));
    process.once("exit", () => rmSync(made, { recursive: true, force: true }));
    root = made;
  }
  return root;
}

export class TempFiles {
  private readonly paths: string[] = [];
  private discarded = false;

  /** A new, not yet existing path in the temp folder; `ext` such as ".webp". */
  path(ext = ""): string {
    // A request whose answer is already gone must not leave files nobody removes.
    if (this.discarded) throw new Error("temp files already discarded");
    const file = path.join(tempRoot(), randomName() + ext);
    this.paths.push(file);
    return file;
  }

  /** Removes every file handed out (missing ones are fine: a driver may have moved them). */
  async discard(): Promise<void> {
    this.discarded = true;
    const all = this.paths.splice(0);
    await Promise.all(all.map((file) => rm(file, { force: true })));
  }
}

/** Runs `work` with its own temp files, removed afterwards whatever happens. */
export async function withTempFiles<T>(work: (temp: TempFiles) => Promise<T>): Promise<T> {
  const temp = new TempFiles();
  try {
    return await work(temp);
  } finally {
    await temp.discard();
  }
}
