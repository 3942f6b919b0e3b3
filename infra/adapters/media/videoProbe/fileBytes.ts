import type { FileHandle } from 'node:fs/promises';

/** Small reads are served from one window of this size, so walking many tiny boxes costs few syscalls. */
const WINDOW_BYTES = 64 * 1024;
/** No parser needs more than this at once; a larger request is garbage from the file, not a need. */
const MAX_READ_BYTES = 4 * 1024 * 1024;

/** Positioned, bounds-checked reads of an open file that is never loaded whole. */
export interface FileBytes {
  readonly size: number;
  /** Exactly `length` bytes at `offset`, or null when any of them lies outside the file. */
  read(offset: number, length: number): Promise<Buffer | null>;
}

export function fileBytes(handle: FileHandle, size: number): FileBytes {
  let window: Buffer = Buffer.alloc(0);
  let windowStart = 0;

  const readExactly = async (offset: number, length: number): Promise<Buffer | null> => {
    const buffer = Buffer.alloc(length);
    let filled = 0;
    while (filled < length) {
      const { bytesRead } = await handle.read(buffer, filled, length - filled, offset + filled);
      // The file shrank under us: treat it like any other short file.
      if (bytesRead === 0) return null;
      filled += bytesRead;
    }
    return buffer;
  };

  return {
    size,
    async read(offset, length) {
      if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length)) return null;
      if (offset < 0 || length < 0 || length > MAX_READ_BYTES || offset + length > size) return null;
      if (length > WINDOW_BYTES) return readExactly(offset, length);
      const inWindow = offset >= windowStart && offset + length <= windowStart + window.length;
      if (!inWindow) {
        const fresh = await readExactly(offset, Math.min(WINDOW_BYTES, size - offset));
        if (fresh === null) return null;
        window = fresh;
        windowStart = offset;
      }
      // A fresh buffer is allocated on every refill, so handing out a view of this one is safe.
      return window.subarray(offset - windowStart, offset - windowStart + length);
    },
  };
}
