/**
 * The SHA-256 of a chosen video, in the browser, so a file the seller already uploaded is caught
 * before its upload starts (issue 17). The file is read in slices — each read is awaited, so the
 * page keeps answering taps and a progress bar can move — into one buffer of the file's size
 * (≤ 100 MB), then Web Crypto digests it off the main thread. Web Crypto has no incremental digest,
 * hence the single buffer rather than a running hash.
 */
export const HASH_CHUNK_BYTES = 4 * 1024 * 1024;

/** The [start, end) byte ranges of a file of `size` bytes, read one after the other. */
export function chunkRanges(size: number, chunk = HASH_CHUNK_BYTES): [number, number][] {
  const ranges: [number, number][] = [];
  for (let start = 0; start < size; start += chunk) ranges.push([start, Math.min(size, start + chunk)]);
  return ranges;
}

export const toHex = (digest: ArrayBuffer): string =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

export interface HashOptions {
  /** 0–100: bytes read so far; 100 once the digest is done. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  chunkBytes?: number;
}

export async function sha256OfBlob(blob: Blob, options: HashOptions = {}): Promise<string> {
  const { onProgress, signal, chunkBytes } = options;
  const bytes = new Uint8Array(blob.size);
  for (const [start, end] of chunkRanges(blob.size, chunkBytes)) {
    signal?.throwIfAborted();
    bytes.set(new Uint8Array(await blob.slice(start, end).arrayBuffer()), start);
    // The digest is the last step, so reading alone never shows 100 %.
    onProgress?.(Math.floor((end / blob.size) * 99));
  }
  signal?.throwIfAborted();
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  onProgress?.(100);
  return toHex(digest);
}
