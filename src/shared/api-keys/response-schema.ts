import { z } from "zod";
import { exactly, id, isoDate } from "../response-schema.ts";
import { API_KEY_REVOCATION_REASONS, API_KEY_SCOPES, API_KEY_STATUSES } from "./schema.ts";
import type { ApiKeysResponse, ApiKeyView, CreatedApiKey } from "./types.ts";

// The API-key answers as zod schemas (OpenAPI), each exactly its response type.

export const apiKeyViewSchema = exactly<ApiKeyView>()(
  z.object({
    id,
    name: z.string(),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    hint: z.string(),
    createdAt: isoDate,
    createdBy: z.string().nullable(),
    lastUsedAt: isoDate.nullable(),
    revokedAt: isoDate.nullable(),
    revokedBy: z.string().nullable(),
    status: z.enum(API_KEY_STATUSES),
    revokedReason: z.enum(API_KEY_REVOCATION_REASONS).nullable(),
  }),
);

export const apiKeysResponseSchema = exactly<ApiKeysResponse>()(
  z.object({ apiKeys: z.array(apiKeyViewSchema) }),
);

export const createdApiKeySchema = exactly<CreatedApiKey>()(z.object({ id, key: z.string() }));
