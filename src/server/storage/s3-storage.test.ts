import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { storeImage } from "../images/store-image.ts";
import { createS3Storage } from "./s3-storage.ts";

// A bucket on a local port that keeps objects in memory and records every request: what the
// S3 code sends (method, key, signature, cache header) is checked, not a mock of aws4fetch.
interface Recorded {
  method: string;
  path: string;
  cacheControl: string | undefined;
  signed: boolean;
}
const objects = new Map<string, Buffer>();
const requests: Recorded[] = [];
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const key = req.url ?? "";
      requests.push({
        method: req.method ?? "",
        path: key,
        cacheControl: req.headers["cache-control"],
        signed: String(req.headers.authorization).startsWith("AWS4-HMAC-SHA256"),
      });
      if (req.method === "PUT") objects.set(key, Buffer.concat(chunks));
      if (req.method === "DELETE") objects.delete(key);
      if (req.method === "GET") {
        const object = objects.get(key);
        res.statusCode = object ? 200 : 404;
        res.end(object);
        return;
      }
      res.statusCode = req.method === "DELETE" ? 204 : 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  objects.clear();
  requests.length = 0;
});

const storageFor = () =>
  createS3Storage({
    endpoint,
    region: "ch-gva-2",
    bucket: "tschutti",
    accessKeyId: "key",
    secretAccessKey: "secret",
    publicUrl: "https://bilder.example.ch",
  });

describe("S3 storage", () => {
  it("stores an image with its copies, signed and cached as immutable, under the public URL", async () => {
    const input = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#0369a1" } })
      .png()
      .toBuffer();
    const stored = await storeImage(storageFor(), "team", input);
    expect(stored.url).toMatch(
      /^https:\/\/bilder\.example\.ch\/team-images\/[0-9a-f-]{36}\.w160-240-400-800-1000\.webp$/,
    );
    const key = stored.url.slice("https://bilder.example.ch/".length);
    expect([...objects.keys()].sort()).toEqual(
      [
        `/tschutti/${key}`,
        ...[160, 240, 400, 800].map((w) => `/tschutti/${key.replace(/\.webp$/, `.${w}.webp`)}`),
      ].sort(),
    );
    expect(
      (await sharp(objects.get(`/tschutti/${key.replace(/\.webp$/, ".400.webp")}`)).metadata()).width,
    ).toBe(400);
    // The original is written last, so its URL never names a copy that is not there yet.
    expect(requests.at(-1)?.path).toBe(`/tschutti/${key}`);
    for (const request of requests) {
      expect(request).toMatchObject({ method: "PUT", signed: true });
      expect(request.cacheControl).toBe("public, max-age=31536000, immutable");
    }
  });

  it("removes an image with its copies, and leaves URLs it does not own alone", async () => {
    const storage = storageFor();
    const input = await sharp({ create: { width: 500, height: 500, channels: 3, background: "#b91c1c" } })
      .png()
      .toBuffer();
    const stored = await storeImage(storage, "logo", input);
    expect(objects.size).toBe(4);
    await storage.remove(stored.url);
    expect(objects.size).toBe(0);
    requests.length = 0;
    await storage.remove("https://anderswo.example.com/team-images/x.w160-400.webp");
    expect(requests).toEqual([]);
  });

  it("reads back a stored file by its public URL (signed), and nothing for URLs it does not own", async () => {
    const storage = storageFor();
    const body = Buffer.from("logo-bytes");
    const url = await storage.put("club-logos/a.png", body, "image/png");
    expect(await storage.read(url)).toEqual(body);
    expect(requests.at(-1)).toMatchObject({
      method: "GET",
      path: "/tschutti/club-logos/a.png",
      signed: true,
    });
    expect(await storage.read("https://bilder.example.ch/club-logos/fehlt.png")).toBeNull();
    const before = requests.length;
    expect(await storage.read("https://anderswo.example.ch/club-logos/a.png")).toBeNull();
    expect(requests.length).toBe(before);
  });
});
