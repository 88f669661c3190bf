import type { ApiKeyRevocationReason, ApiKeyScope, ApiKeyStatus } from "./schema.ts";

/** One key as its club's administrators see it: never the secret, only its first characters. */
export interface ApiKeyView {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  /** The key's first characters (`tsk_AbCd…`), to tell keys apart. */
  hint: string;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
  /** Whether it works now (revokedAt alone does not say: a suspended creator's key rests). */
  status: ApiKeyStatus;
  /** Why it was revoked when nobody did it by hand; null while it is not, or was by hand. */
  revokedReason: ApiKeyRevocationReason | null;
}

export interface ApiKeysResponse {
  apiKeys: ApiKeyView[];
}

/** POST answer: the secret, shown this once. */
export interface CreatedApiKey {
  id: string;
  key: string;
}
