import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Owner only: a backup holds personal data, the evidence and the token secret. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export interface CopiedFile {
  bytes: number;
  sha256: string;
}

/**
 * Copies `from` to a new file `to` (never over an existing one) in one read, through `transform`
 * when given (gzip), and answers the size and SHA-256 of what was written.
 */
export async function copyWithSha256(from: string, to: string, transform?: Transform): Promise<CopiedFile> {
  await mkdir(path.dirname(to), { recursive: true, mode: PRIVATE_DIR_MODE });
  const hash = createHash('sha256');
  let bytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  const target = createWriteStream(to, { flags: 'wx', mode: PRIVATE_FILE_MODE });
  if (transform) await pipeline(createReadStream(from), transform, measure, target);
  else await pipeline(createReadStream(from), measure, target);
  return { bytes, sha256: hash.digest('hex') };
}
