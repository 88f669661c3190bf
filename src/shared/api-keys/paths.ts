import { apiPath, type DeletedResponse } from "../http.ts";
import type { ApiKeysResponse, CreatedApiKey } from "./types.ts";

export const apiKeyPaths = {
  list: (clubId: string) => apiPath<ApiKeysResponse>`/api/manage/clubs/${clubId}/api-keys`,
  create: (clubId: string) => apiPath<CreatedApiKey>`/api/manage/clubs/${clubId}/api-keys`,
  revoke: (clubId: string, id: string) =>
    apiPath<DeletedResponse>`/api/manage/clubs/${clubId}/api-keys/${id}`,
};
