/**
 * A file's SHA-256, computed in the browser: the file is read piece by piece (so the page can show
 * progress) into one buffer and digested with Web Crypto. Nothing leaves the device.
 */
import { HASH_READ_CHUNK_BYTES, SHA256_HEX_LENGTH } from '../../../lib/constants.ts';

const SHA256_HEX = new RegExp(`^[0-9a-f]{${SHA256_HEX_LENGTH}}$`);

/** A pasted fingerprint as the API takes it (trimmed, lower case), or null when it is not one. */
export function normaliseSha256(input: string): string | null {
  const hash = input.trim().toLowerCase();
  return SHA256_HEX.test(hash) ? hash : null;
}

export function canHashFiles(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === 'function';
}

// FileReader rather than Blob.arrayBuffer(): older mobile browsers lack the latter.
function readChunk(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

export async function sha256File(
  file: Blob,
  onProgress: (fraction: number) => void = () => {},
  signal?: AbortSignal,
): Promise<string> {
  const bytes = new Uint8Array(file.size);
  let offset = 0;
  while (offset < file.size) {
    signal?.throwIfAborted();
    const chunk = new Uint8Array(await readChunk(file.slice(offset, offset + HASH_READ_CHUNK_BYTES)));
    if (chunk.byteLength === 0) throw new Error('the file became shorter while it was read');
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
    onProgress(offset / file.size);
  }
  signal?.throwIfAborted();
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
