// The two storage drivers as test fixtures, so one suite runs on both (ADR 0011): a folder in a
// temp directory, and a bucket on a local S3-compatible server (s3rver on a free port, data in a
// temp directory) that a test file starts once and closes at the end.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { readAll, type StorageDriver } from "../../server/storage/driver.js";
import { createImagePool, type ImagePool } from "../../server/storage/image-pool.js";
import {
  createStorage,
  type Storage,
  type StoredAttachment,
  type StoredImage,
} from "../../server/storage/index.js";
import { TempFiles } from "../../server/storage/temp.js";
import { createDriver, type StorageTarget } from "../../server/storage/url.js";

export type DriverKind = "file" | "s3";
export const DRIVER_KINDS: DriverKind[] = ["file", "s3"];

export const BUCKET = "site-files";

export type LocalS3 = { endpoint: string; close(): Promise<void> };

/**
 * s3rver checks signatures against its fixed key pair; the driver reads credentials the usual
 * way (the SDK's default chain), so the test process gets them as environment variables.
 */
export async function startLocalS3(): Promise<LocalS3> {
  process.env.AWS_ACCESS_KEY_ID = "S3RVER";
  process.env.AWS_SECRET_ACCESS_KEY = "S3RVER";
  const directory = await mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      const closing = server.close();
      server.httpServer.closeAllConnections();
      await closing;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A fresh, empty storage target: a new temp folder, or a new prefix in the test bucket. */
export async function freshTarget(kind: DriverKind, s3?: LocalS3): Promise<StorageTarget> {
  if (kind === "file") {
    return { kind: "file", folder: await mkdtemp(path.join(os.tmpdir(), "storage-")) };
  }
  if (!s3) throw new Error("start the local S3 server first");
  return {
    kind: "s3",
    bucket: BUCKET,
    prefix: `t-${randomBytes(6).toString("hex")}/`,
    endpoint: s3.endpoint,
    region: "us-east-1",
  };
}

export async function removeTarget(target: StorageTarget): Promise<void> {
  if (target.kind === "file") await rm(target.folder, { recursive: true, force: true });
  else {
    const driver = await createDriver(target);
    const keys: string[] = [];
    for await (const object of driver.list("")) keys.push(object.key);
    for (const key of keys) await driver.delete(key);
    driver.close();
  }
}

/** Every stored key (dot-files left out, as the drivers list them), sorted. */
export async function listKeys(driver: StorageDriver, prefix = ""): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of driver.list(prefix)) keys.push(object.key);
  return keys.sort();
}

/** One local S3 server for a test file: started before its tests, closed after them. */
export function localS3ForFile(): () => LocalS3 {
  let s3: LocalS3 | undefined;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3?.close());
  return () => {
    if (!s3) throw new Error("the local S3 server has not started (use it inside a test)");
    return s3;
  };
}

/** One image pool for a test file: its workers start once, not once per driver. */
export function imagePoolForFile(): () => ImagePool {
  let images: ImagePool | undefined;
  beforeAll(() => {
    images = createImagePool();
  });
  afterAll(() => images?.close());
  return () => {
    if (!images) throw new Error("the image pool has not started (use it inside a test)");
    return images;
  };
}

export type StorageFixture = {
  target: StorageTarget;
  driver: StorageDriver;
  storage: Storage;
  /** A stored file's bytes, read back through the driver as the routes do. */
  read(publicPath: string): Promise<Buffer>;
  /** storage.saveImage of these bytes, handed over as an upload is: in a temp file. */
  saveImage(data: Buffer, folder: string): Promise<StoredImage>;
  saveAttachment(data: Buffer, name: string, folder: string): Promise<StoredAttachment>;
};

/** A fresh, empty storage on one driver for every test of the calling describe block. */
export function storageForEachTest(
  kind: DriverKind,
  localS3: () => LocalS3,
  images: () => ImagePool,
): StorageFixture {
  let uploads = new TempFiles();
  async function asUpload(data: Buffer): Promise<string> {
    const file = uploads.path();
    await writeFile(file, data);
    return file;
  }
  const fixture: Omit<StorageFixture, "target" | "driver" | "storage"> & Partial<StorageFixture> = {
    async read(publicPath: string) {
      const file = await fixture.storage!.open(publicPath);
      if (!file) throw new Error(`${publicPath} is not stored`);
      return readAll(file.body);
    },
    async saveImage(data, folder) {
      return fixture.storage!.saveImage(await asUpload(data), folder);
    },
    async saveAttachment(data, name, folder) {
      return fixture.storage!.saveAttachment(await asUpload(data), name, folder);
    },
  };
  beforeEach(async () => {
    fixture.target = await freshTarget(kind, kind === "s3" ? localS3() : undefined);
    fixture.driver = await createDriver(fixture.target);
    fixture.storage = createStorage(fixture.driver, images());
  });
  afterEach(async () => {
    fixture.driver!.close();
    await removeTarget(fixture.target!);
    await uploads.discard();
    uploads = new TempFiles();
  });
  return fixture as StorageFixture;
}
