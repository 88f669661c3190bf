/**
 * Where uploaded files live. Local directory by default; an S3-compatible bucket when
 * S3_* is configured. Callers keep the URL that `put` returns and hand it back to `remove`.
 * Keys are never reused (images/store-image.ts), so a stored file never changes.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /**
   * Removes an image this storage handed out, with the narrower copies its name announces
   * (#shared/uploads/image-variants.ts); URLs it does not own are ignored.
   */
  remove(url: string): Promise<void>;
  /** True when the URL points into this storage (entity writes accept only such URLs). */
  owns(url: string): boolean;
  /**
   * True when the URL points into this storage and a file is there: a write may save only such
   * a URL, else a page shows a broken image.
   */
  exists(url: string): Promise<boolean>;
  /** The bytes of a file this storage handed out (share previews draw logos); null when absent or not ours. */
  read(url: string): Promise<Buffer | null>;
}
