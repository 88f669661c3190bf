import { apiPath, withQuery } from "../http.ts";

/** POST /api/uploads: the stored image's address and size (the server re-encodes it). */
export interface UploadResponse {
  url: string;
  width: number;
  height: number;
}

export const uploadPaths = {
  upload: (kind: string) => withQuery(apiPath<UploadResponse>`/api/uploads`, { kind }),
};
