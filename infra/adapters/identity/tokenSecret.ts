import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** TOKEN_SECRET when set; otherwise a random secret kept (0600) in the data directory. */
export function loadTokenSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'token-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file))
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  return fs.readFileSync(file, 'utf8').trim();
}
