import { z } from "@hono/zod-openapi";
import { uploadResponseSchema } from "#shared/account/response-schema.ts";
import type { UploadResponse } from "#shared/uploads/paths.ts";
import { membershipsOf, requireUser } from "../../auth/access.ts";
import { uploads } from "../../db/schema/index.ts";
import { badRequest, forbidden } from "../../http/errors.ts";
import { imageBodyLimit, readUploadedFile } from "../../http/multipart.ts";
import { jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { createRouter } from "../../http/router.ts";
import { IMAGE_KIND_NAMES, type ImageKind } from "../../images/process-image.ts";
import { storeImage } from "../../images/store-image.ts";

function isImageKind(value: string): value is ImageKind {
  return (IMAGE_KIND_NAMES as string[]).includes(value);
}

/**
 * POST /api/uploads?kind=… stores a re-encoded image and returns its URL; the entity form
 * then saves that URL. Every kind but `profile` is for members of a club only.
 */
export function uploadRoutes() {
  const app = createRouter();
  app.post("/uploads", async (c, next) => {
    const kind = c.req.query("kind") ?? "";
    const limit = imageBodyLimit(kind === "news" ? "Bild ist zu groß. Maximale Größe: 5MB" : undefined);
    return limit(c, next);
  });
  app.post("/uploads", async (c) => {
    const user = requireUser(c);
    const kind = c.req.query("kind") ?? "";
    if (!isImageKind(kind)) throw badRequest("Unbekannte Bildart.");
    const { db, storage } = c.var.deps;
    if (kind !== "profile" && (await membershipsOf(db, user.id)).length === 0) throw forbidden();
    const { bytes } = await readUploadedFile(c);
    const image = await storeImage(storage, kind, bytes);
    const { url } = image;
    // Recorded so that the orphan job can remove it if no form ever saves the URL.
    await db.insert(uploads).values({ url });
    return c.json({ url, width: image.width, height: image.height } satisfies UploadResponse, 201);
  });
  app.openAPIRegistry.registerPath({
    method: "post",
    path: "/uploads",
    operationId: "uploadImage",
    security: PEOPLE_ONLY,
    tags: ["Bilder"],
    summary: "Bild hochladen; liefert die URL zum Speichern am Eintrag",
    request: {
      query: z.object({
        kind: z.enum(IMAGE_KIND_NAMES as [ImageKind, ...ImageKind[]]).meta({
          description:
            "Wofür das Bild ist (legt die grösste Breite und Höhe fest, z. B. logo 512 × 512 Pixel); alle Arten ausser profile nur für Mitglieder eines Vereins.",
        }),
      }),
      body: {
        content: {
          "multipart/form-data": { schema: z.object({ file: z.string().openapi({ format: "binary" }) }) },
        },
      },
    },
    responses: {
      201: jsonAnswer(uploadResponseSchema, "URL, Breite und Höhe"),
      413: { description: "Zu gross" },
      415: { description: "Kein erlaubtes Bild" },
    },
  });
  return app;
}
