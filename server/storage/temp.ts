// Uploads travel as files, never whole in memory (ADR 0016); one private (0700) folder per
// process, removed when it exits.
import { mkdtempSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomName } from "./names.js";

let root: string | undefined;

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

  path(ext = ""): string {
    // A request whose answer is already gone must not leave files nobody removes.
    if (this.discarded) throw new Error("temp files already discarded");
    const file = path.join(tempRoot(), randomName() + ext);
    this.paths.push(file);
    return file;
  }

  async discard(): Promise<void> {
    this.discarded = true;
    const all = this.paths.splice(0);
    await Promise.all(all.map((file) => rm(file, { force: true })));
  }
}

export async function withTempFiles<T>(work: (temp: TempFiles) => Promise<T>): Promise<T> {
  const temp = new TempFiles();
  try {
    return await work(temp);
  } finally {
    await temp.discard();
  }
}
