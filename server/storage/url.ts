// STORAGE_URL chooses the driver (docs/deploy.md).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isKey, type StorageDriver } from "./driver.js";
import { createFileDriver } from "./file-driver.js";
import type { S3Target } from "./s3-driver.js";

export type StorageTarget = { kind: "file"; folder: string } | ({ kind: "s3" } & S3Target);

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export function parseStorageUrl(
  value: string | undefined,
  dataDir: string,
  env: Record<string, string | undefined> = process.env,
): StorageTarget {
  const raw = value?.trim();
  if (!raw) return { kind: "file", folder: path.resolve(dataDir) };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`STORAGE_URL is not a URL: use file:///absolute/folder or s3://bucket`);
  }
  if (url.protocol === "file:") {
    if (url.host) throw new Error("STORAGE_URL file:// takes an absolute path: file:///folder");
    return { kind: "file", folder: path.resolve(fileURLToPath(url)) };
  }
  if (url.protocol !== "s3:") {
    throw new Error(`STORAGE_URL scheme ${url.protocol} is not file: or s3:`);
  }
  if (url.username || url.password) {
    throw new Error(
      "STORAGE_URL carries no credentials: set AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY",
    );
  }
  if (!BUCKET.test(url.hostname)) throw new Error(`STORAGE_URL bucket name is not valid`);
  const folder = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, "");
  if (folder && !isKey(folder)) throw new Error(`STORAGE_URL prefix is not a plain folder path`);
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new Error("S3_ENDPOINT must be an http(s) URL");
  }
  return {
    kind: "s3",
    bucket: url.hostname,
    prefix: folder ? `${folder}/` : "",
    endpoint,
    // The SDK insists on a region; S3-compatible stores mostly ignore it.
    region: env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim() || "us-east-1",
  };
}

export async function createDriver(target: StorageTarget): Promise<StorageDriver> {
  if (target.kind === "file") return createFileDriver(target.folder);
  const { createS3Driver } = await import("./s3-driver.js");
  return createS3Driver(target);
}
