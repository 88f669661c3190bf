import { AwsClient } from "aws4fetch";
import { variantUrls } from "#shared/uploads/image-variants.ts";
import { UPLOAD_CACHE_CONTROL } from "./cache-control.ts";
import type { Storage } from "./storage.ts";

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string | undefined;
}

/** Any S3-compatible bucket (AWS, R2, MinIO, Exoscale SOS), path-style addressing, SigV4 signed. */
export function createS3Storage(config: S3Config): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  });
  const objectUrl = (key: string) => `${config.endpoint.replace(/\/$/, "")}/${config.bucket}/${key}`;
  const publicBase = (config.publicUrl ?? `${config.endpoint.replace(/\/$/, "")}/${config.bucket}`).replace(
    /\/$/,
    "",
  );
  return {
    async put(key, body, contentType) {
      const res = await client.fetch(objectUrl(key), {
        method: "PUT",
        body: new Uint8Array(body),
        headers: { "content-type": contentType, "cache-control": UPLOAD_CACHE_CONTROL },
      });
      if (!res.ok) throw new Error(`S3 upload failed: ${res.status} ${await res.text()}`);
      return `${publicBase}/${key}`;
    },
    async remove(url) {
      if (!url.startsWith(`${publicBase}/`)) return;
      for (const file of [...variantUrls(url), url]) {
        const res = await client.fetch(objectUrl(file.slice(publicBase.length + 1)), { method: "DELETE" });
        if (!res.ok && res.status !== 404) throw new Error(`S3 delete failed: ${res.status}`);
      }
    },
    owns(url) {
      return url.startsWith(`${publicBase}/`);
    },
    async exists(url) {
      if (!url.startsWith(`${publicBase}/`)) return false;
      const res = await client.fetch(objectUrl(url.slice(publicBase.length + 1)), {
        method: "HEAD",
        signal: AbortSignal.timeout(5_000),
      });
      return res.ok;
    },
    async read(url) {
      if (!url.startsWith(`${publicBase}/`)) return null;
      const res = await client.fetch(objectUrl(url.slice(publicBase.length + 1)), {
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) return null;
      return Buffer.from(await res.arrayBuffer());
    },
  };
}
