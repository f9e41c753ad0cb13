// STORAGE_URL's forms, and the driver interface itself on both drivers (ADR 0011).
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, stat, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readAll, type StorageDriver } from "../../../server/storage/driver.js";
import { createImagePool } from "../../../server/storage/image-pool.js";
import { createStorage } from "../../../server/storage/index.js";
import { TempFiles } from "../../../server/storage/temp.js";
import { createDriver, parseStorageUrl, type StorageTarget } from "../../../server/storage/url.js";
import {
  DRIVER_KINDS,
  freshTarget,
  listKeys,
  removeTarget,
  localS3ForFile,
} from "../../helpers/storage-drivers.js";

describe("STORAGE_URL", () => {
  it("defaults to DATA_DIR itself, where uploads/ and private/ have always been", () => {
    expect(parseStorageUrl(undefined, "./data")).toEqual({
      kind: "file",
      folder: path.resolve("./data"),
    });
    expect(parseStorageUrl("  ", "/srv/data").kind).toBe("file");
  });

  it("takes an absolute folder as file:///", () => {
    expect(parseStorageUrl("file:///mnt/shared/site", "/data")).toEqual({
      kind: "file",
      folder: "/mnt/shared/site",
    });
    expect(() => parseStorageUrl("file://relative/folder", "/data")).toThrow(/absolute/);
  });

  it("takes a bucket and an optional prefix, with the endpoint and region from the environment", () => {
    const env = { S3_ENDPOINT: "http://minio:9000", AWS_REGION: "eu-west-3" };
    expect(parseStorageUrl("s3://site-files", "/data", env)).toEqual({
      kind: "s3",
      bucket: "site-files",
      prefix: "",
      endpoint: "http://minio:9000",
      region: "eu-west-3",
    });
    expect(parseStorageUrl("s3://site-files/prod/web/", "/data", {})).toMatchObject({
      prefix: "prod/web/",
      endpoint: undefined,
      region: "us-east-1",
    });
  });

  it("refuses what it cannot use, with a message that says why", () => {
    expect(() => parseStorageUrl("s3://key:secret@bucket", "/d", {})).toThrow(/AWS_ACCESS_KEY_ID/);
    expect(() => parseStorageUrl("s3://Bad_Bucket", "/d", {})).toThrow(/bucket/);
    expect(() => parseStorageUrl("s3://bucket/a%2F..%2Fx", "/d", {})).toThrow(/prefix/);
    expect(() => parseStorageUrl("ftp://host/x", "/d", {})).toThrow(/ftp:/);
    expect(() => parseStorageUrl("/just/a/path", "/d", {})).toThrow(/not a URL/);
    expect(() => parseStorageUrl("s3://bucket", "/d", { S3_ENDPOINT: "minio:9000" })).toThrow(
      /S3_ENDPOINT/,
    );
  });
});

const localS3 = localS3ForFile();

describe.each(DRIVER_KINDS)("the %s driver", (kind) => {
  let target: StorageTarget;
  let driver: StorageDriver;
  beforeEach(async () => {
    target = await freshTarget(kind, localS3());
    driver = await createDriver(target);
  });
  afterEach(async () => {
    driver.close();
    await removeTarget(target);
  });

  const text = async (key: string) => {
    const file = await driver.get(key);
    return file ? (await readAll(file.body)).toString() : null;
  };

  it("puts, replaces, gets with the size, and deletes (twice without error)", async () => {
    await driver.put("uploads/a/one.txt", Buffer.from("first"), "text/plain");
    await driver.put("uploads/a/one.txt", Buffer.from("second!"), "text/plain");
    const file = await driver.get("uploads/a/one.txt");
    expect(file?.size).toBe(7);
    expect((await readAll(file!.body)).toString()).toBe("second!");
    await driver.delete("uploads/a/one.txt");
    await driver.delete("uploads/a/one.txt");
    expect(await driver.get("uploads/a/one.txt")).toBeNull();
    expect(await driver.get("uploads/never/there.txt")).toBeNull();
  });

  it("lists under a prefix, nested keys included and dot-files left out", async () => {
    for (const key of ["uploads/a/1.txt", "uploads/b/2.txt", "private/r/3.txt", "uploads/.tmp"])
      await driver.put(key, Buffer.from(key), "text/plain");
    expect(await listKeys(driver, "uploads/")).toEqual(["uploads/a/1.txt", "uploads/b/2.txt"]);
    expect(await listKeys(driver, "private/")).toEqual(["private/r/3.txt"]);
    expect(await listKeys(driver, "nothing/")).toEqual([]);
    const sizes = [];
    for await (const object of driver.list("uploads/a/")) sizes.push(object.size);
    expect(sizes).toEqual(["uploads/a/1.txt".length]);
    expect(await text("private/r/3.txt")).toBe("private/r/3.txt");
  });

  it("stores a local file from a stream, whole, and may take it when told to", async () => {
    const temp = new TempFiles();
    try {
      // Several MB of varied bytes: a file, not a Buffer handed over.
      const bytes = randomBytes(3 * 1024 * 1024 + 17);
      const source = temp.path();
      await writeFile(source, bytes);
      await driver.putFile("uploads/big/one.bin", source, "application/octet-stream");
      expect(existsSync(source)).toBe(true);
      await driver.putFile("private/big/two.bin", source, "application/octet-stream", {
        move: true,
      });
      for (const key of ["uploads/big/one.bin", "private/big/two.bin"]) {
        const file = await driver.get(key);
        expect(file?.size).toBe(bytes.length);
        expect((await readAll(file!.body)).equals(bytes)).toBe(true);
      }
      // The file driver renames a moved file into place (same file system here); S3 leaves
      // it to the caller, who removes its temp files anyway.
      expect(existsSync(source)).toBe(kind === "s3");
      expect(await listKeys(driver)).toEqual(["private/big/two.bin", "uploads/big/one.bin"]);
    } finally {
      await temp.discard();
    }
  });

  it("passes the health probe and leaves nothing behind", async () => {
    // The probe is no image work: no pool is ever started for it.
    const images = createImagePool();
    await createStorage(driver, images).check();
    expect(images.stats().started).toBe(0);
    await images.close();
    expect(await listKeys(driver)).toEqual([]);
  });
});

describe("the file driver", () => {
  it("never follows a symlink planted in its folder, nor deletes through one", async () => {
    const target = (await freshTarget("file")) as StorageTarget & { kind: "file" };
    const driver = await createDriver(target);
    try {
      await mkdir(path.join(target.folder, "uploads", "docs"), { recursive: true });
      const secret = path.join(target.folder, "secret.txt");
      await writeFile(secret, "top secret");
      await symlink(secret, path.join(target.folder, "uploads", "docs", "link.webp"));
      expect(await driver.get("uploads/docs/link.webp")).toBeNull();
      await driver.delete("uploads/docs/link.webp");
      expect(await text(driver, "secret.txt")).toBe("top secret");
      expect(await driver.get("uploads/docs")).toBeNull();
    } finally {
      await removeTarget(target);
    }
  });

  it("keeps visitors' attachments owner-only, also in a folder outside DATA_DIR", async () => {
    const target = (await freshTarget("file")) as StorageTarget & { kind: "file" };
    const driver = await createDriver(target);
    const mode = async (...parts: string[]) =>
      (await stat(path.join(target.folder, ...parts))).mode & 0o777;
    try {
      const source = path.join(target.folder, "source.pdf");
      await writeFile(source, "%PDF-1.4 attachment");
      await driver.putFile("private/requests/a.pdf", source, "application/pdf");
      await driver.put(
        "private/requests/b.pdf",
        Buffer.from("%PDF-1.4 another"),
        "application/pdf",
      );
      await driver.putFile("uploads/services/c.webp", source, "image/webp");
      expect(await mode("private")).toBe(0o700);
      expect(await mode("private", "requests")).toBe(0o700);
      expect(await mode("private", "requests", "a.pdf")).toBe(0o600);
      expect(await mode("private", "requests", "b.pdf")).toBe(0o600);
      // Public images stay readable by a web server or CDN origin that shares the folder.
      expect(await mode("uploads", "services", "c.webp")).toBe(0o644);

      // What an earlier version left readable by all is tightened at start, once.
      await chmod(path.join(target.folder, "private", "requests", "a.pdf"), 0o644);
      await chmod(path.join(target.folder, "private", "requests"), 0o755);
      expect(await driver.tightenPrivate?.()).toBe(2);
      expect(await mode("private", "requests")).toBe(0o700);
      expect(await mode("private", "requests", "a.pdf")).toBe(0o600);
      expect(await mode("uploads", "services", "c.webp")).toBe(0o644);
      expect(await driver.tightenPrivate?.()).toBe(0);
    } finally {
      await removeTarget(target);
    }
  });
});

async function text(driver: StorageDriver, key: string) {
  const file = await driver.get(key);
  return file ? (await readAll(file.body)).toString() : null;
}
