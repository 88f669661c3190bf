/**
 * Where uploaded files live. Local directory by default; an S3-compatible bucket when
 * S3_* is configured. Callers keep the URL that `put` returns and hand it back to `remove`.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes a file this storage handed out; URLs it does not own are ignored. */
  remove(url: string): Promise<void>;
  /** True when the URL points into this storage (entity writes accept only such URLs). */
  owns(url: string): boolean;
}

/** A collision-free key: `<folder>/<uuid>.<ext>`. */
export function storageKey(folder: string, ext: string): string {
  return `${folder}/${crypto.randomUUID()}.${ext}`;
}
