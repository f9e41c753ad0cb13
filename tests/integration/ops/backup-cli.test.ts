// `npm run backup` / `npm run restore` as an operator runs them (docs/deploy.md, "Backups"):
// the built provider on a bucket of a local S3-compatible server (STORAGE_URL, S3_ENDPOINT and
// the AWS_* variables, as in production), backed up while it runs into a private folder, a
// damaged copy of the backup refused without touching anything, its data and bucket wiped,
// restored, and serving the same category and image again.
import { cp, mkdtemp, readFile, readdir, rm, truncate, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { createDriver, type StorageTarget } from "../../../server/storage/url.js";
import { BUCKET, freshTarget, removeTarget, startLocalS3 } from "../../helpers/storage-drivers.js";
import { modeOf, notPrivate, tree } from "../provider/file-modes.js";
import { ADMIN_EMAIL, ADMIN_PASSWORD, API_KEY, jsonLines, run, startProvider } from "./harness";

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function api(base: string, call: string, init: RequestInit & { token?: string } = {}) {
  const headers: Record<string, string> = { apikey: API_KEY, accept: "application/json" };
  if (init.token) headers.token = init.token;
  const res = await fetch(`${base}/api/${call}`, { ...init, headers });
  return (await res.json()) as { status: number; token?: string; data?: unknown };
}

describe("npm run backup and npm run restore", () => {
  it("back up a running provider on S3 and bring it back after a wipe", async () => {
    const s3 = await startLocalS3();
    cleanups.push(() => s3.close());
    const target = (await freshTarget("s3", s3)) as StorageTarget & { kind: "s3" };
    cleanups.push(() => removeTarget(target));
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "ops-backup-data-"));
    const backups = await mkdtemp(path.join(os.tmpdir(), "ops-backup-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    cleanups.push(() => rm(backups, { recursive: true, force: true }));
    const env = {
      DATA_DIR: dataDir,
      STORAGE_URL: `s3://${BUCKET}/${target.prefix}`,
      S3_ENDPOINT: s3.endpoint,
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
      AWS_REGION: "us-east-1",
    };

    let provider = await startProvider(dataDir, env);
    cleanups.push(() => provider.stop("SIGKILL"));
    const login = new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const token = (await api(provider.url, "login", { method: "POST", body: login })).token!;
    const form = new FormData();
    form.append("ar_name", "تصميم");
    form.append("en_name", "Design");
    const picture = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#0a7" },
    })
      .png()
      .toBuffer();
    form.append("image", new Blob([new Uint8Array(picture)]), "a.png");
    const saved = await api(provider.url, "dashboard/categories/save", {
      method: "POST",
      body: form,
      token,
    });
    const image = (saved.data as { image: string }).image;
    const before = Buffer.from(await (await fetch(provider.url + image)).arrayBuffer());

    const folder = path.join(backups, "today");
    const backup = run(["server/bin/backup.mjs", "--to", folder], env);
    expect(await backup.exited, backup.stderr.join("\n")).toBe(0);
    // The picture, its thumbnail and its AVIF (40 px wide: no smaller variant).
    expect(jsonLines(backup.stdout).records).toContainEqual(
      expect.objectContaining({ message: "backup done", engine: "sqlite", files: { uploads: 3 } }),
    );
    expect(await provider.stop("SIGTERM")).toBe(0);
    expect(await notPrivate(folder)).toEqual([]);

    // A copy with one byte of a picture changed, and then a truncated manifest: refused, named,
    // and the data folder (the database among it) left as it was.
    const damaged = path.join(backups, "damaged");
    await cp(folder, damaged, { recursive: true });
    const manifest = JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8")) as {
      files: { key: string }[];
    };
    const copied = path.join(damaged, "files", manifest.files[0].key);
    const data = await readFile(copied);
    data[data.length >> 1] ^= 0xff;
    await writeFile(copied, data);
    const untouched = await tree(dataDir);
    const refused = run(["server/bin/restore.mjs", "--from", damaged, "--force"], env);
    expect(await refused.exited).toBe(1);
    expect(refused.stderr.join("\n")).toContain(
      `restore failed: files/${manifest.files[0].key}: checksum mismatch (backup damaged)`,
    );
    await truncate(path.join(damaged, "manifest.json"), 40);
    const cut = run(["server/bin/restore.mjs", "--from", damaged, "--force"], env);
    expect(await cut.exited).toBe(1);
    expect(cut.stderr.join("\n")).toMatch(
      /restore failed: \S+manifest\.json is damaged or truncated/,
    );
    expect(await tree(dataDir)).toEqual(untouched);

    await rm(dataDir, { recursive: true, force: true });
    await removeTarget(target);
    const driver = await createDriver(target);
    expect(await driver.get(`uploads/${image.slice("/storage/".length)}`)).toBeNull();
    driver.close();

    const usage = run(["server/bin/restore.mjs"], env);
    expect(await usage.exited).toBe(2);
    const restore = run(["server/bin/restore.mjs", "--from", folder], env);
    expect(await restore.exited, restore.stderr.join("\n")).toBe(0);
    expect(await readdir(dataDir)).toContain("provider.sqlite");
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, "provider.sqlite"))).toBe(0o600);

    provider = await startProvider(dataDir, env);
    const categories = await api(provider.url, "categories");
    expect(categories.data).toEqual([expect.objectContaining({ en_name: "Design", image })]);
    const after = await fetch(provider.url + image);
    expect(after.status).toBe(200);
    expect(Buffer.from(await after.arrayBuffer()).equals(before)).toBe(true);
  }, 60_000);
});
