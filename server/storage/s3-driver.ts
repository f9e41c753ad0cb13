/**
 * Files in an S3-compatible bucket (`STORAGE_URL=s3://bucket[/prefix]`). The bucket stays
 * private: the provider streams every file out itself, with the same headers and 404s as from a
 * folder (docs/decisions/0011-storage-drivers.md). Endpoint, region and credentials come from the
 * usual variables (S3_ENDPOINT, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY), read by the
 * SDK's default chain.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { assertKey, assertPrefix, isListed, type StorageDriver } from "./driver.js";

export type S3Target = {
  bucket: string;
  /** "" or a folder ending in "/", put in front of every key. */
  prefix: string;
  endpoint?: string;
  region: string;
};

function notFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
}

export async function createS3Driver(target: S3Target): Promise<StorageDriver> {
  // Loaded only when chosen: the SDK costs start time and memory a folder-backed provider
  // never needs.
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    PutObjectCommand,
    S3Client,
    paginateListObjectsV2,
  } = await import("@aws-sdk/client-s3");
  const client = new S3Client({
    region: target.region,
    endpoint: target.endpoint,
    // Path-style (`endpoint/bucket/key`) is what MinIO, Ceph, Garage and most self-hosted
    // stores answer; AWS S3 answers it too.
    forcePathStyle: true,
    // The SDK's default checksums on every call are refused by S3-compatible stores that
    // predate them; our files are small and whole, sent with a Content-Length.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const { bucket, prefix } = target;
  const full = (key: string) => {
    assertKey(key);
    return prefix + key;
  };

  return {
    location: `s3://${bucket}/${prefix}`,

    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: full(key),
          Body: data,
          ContentLength: data.length,
          ContentType: contentType,
        }),
      );
    },

    async putFile(key, file, contentType) {
      const { size } = await stat(file);
      // A stream with its length: the SDK sends it as one PUT, never reading it into memory.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: full(key),
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },

    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: full(key) }));
        if (!res.Body || res.ContentLength === undefined) return null;
        return { body: res.Body as Readable, size: res.ContentLength };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      // Deleting a key that names nothing succeeds in S3; objects "inside" a folder-like key
      // are separate keys and stay.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: full(key) }));
    },

    async *list(under) {
      assertPrefix(under);
      const pages = paginateListObjectsV2(
        { client, pageSize: 1000 },
        { Bucket: bucket, Prefix: prefix + under },
      );
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? "";
          if (isListed(key)) yield { key, size: object.Size ?? 0 };
        }
      }
    },

    close() {
      client.destroy();
    },
  };
}
