// The bucket stays private: the provider streams every file out itself (ADR 0011).
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { assertKey, assertPrefix, isListed, type StorageDriver } from "./driver.js";

export type S3Target = {
  bucket: string;
  prefix: string;
  endpoint?: string;
  region: string;
};

function notFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
}

export async function createS3Driver(target: S3Target): Promise<StorageDriver> {
  // Loaded only when chosen: the SDK costs start time and memory.
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
    // Path-style is what MinIO, Ceph, Garage and most self-hosted stores answer.
    forcePathStyle: true,
    // S3-compatible stores that predate default checksums refuse them.
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
