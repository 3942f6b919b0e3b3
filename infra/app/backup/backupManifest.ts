import path from 'node:path';
import { z } from 'zod';

/** The file a backup is complete with: written last, so a backup without it is unfinished. */
export const MANIFEST_FILE = 'manifest.json';
/** The database inside a backup: PGlite's data directory as a gzipped tarball. */
export const DATABASE_FILE = 'database.tar.gz';
export const BACKUP_FORMAT = 'dashclip-embedded-backup';
export const BACKUP_FORMAT_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * A path inside the backup and, the same, inside the restored DATA_DIR: relative, `/`-separated,
 * no `.`/`..` segment and nothing hidden at the top, so a manifest (which a restore trusts) cannot
 * write outside the data directory or over its lock.
 */
export function isSafeRelativePath(candidate: string): boolean {
  if (candidate.length === 0 || candidate.includes('\\') || candidate.includes('\0')) return false;
  if (path.posix.isAbsolute(candidate) || path.win32.isAbsolute(candidate)) return false;
  const segments = candidate.split('/');
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

const fileEntry = z
  .object({
    path: z.string().refine(isSafeRelativePath, 'must be a relative path inside the data directory'),
    bytes: z.number().int().nonnegative(),
    sha256,
  })
  .strict();

export type BackupFile = z.infer<typeof fileEntry>;

export const backupManifestSchema = z
  .object({
    format: z.literal(BACKUP_FORMAT),
    version: z.literal(BACKUP_FORMAT_VERSION),
    /** When the database snapshot was taken (the backup's point in time). */
    takenAt: z.iso.datetime(),
    /** Taken through the running server (true) or from a stopped data directory. */
    whileRunning: z.boolean(),
    database: fileEntry.extend({
      /** PostgreSQL's major version inside PGlite (the data directory's PG_VERSION). */
      postgresVersion: z.string().min(1),
      /** The event store at the snapshot: a restore checks that it reads back the same. */
      events: z
        .object({ count: z.number().int().nonnegative(), lastGlobalPosition: z.number().int() })
        .strict(),
    }),
    /** Every other file, by its path in the data directory (`media/…`, `token-secret`). */
    files: z.array(fileEntry),
  })
  .strict()
  .superRefine((manifest, ctx) => {
    const seen = new Set<string>([manifest.database.path]);
    for (const file of manifest.files) {
      if (seen.has(file.path)) ctx.addIssue({ code: 'custom', message: `${file.path} is listed twice` });
      seen.add(file.path);
    }
  });

export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** The manifest in `text`, or the reason it is not one this version can restore. */
export function parseManifest(text: string): { manifest: BackupManifest } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: 'not JSON' };
  }
  const parsed = backupManifestSchema.safeParse(json);
  if (parsed.success) return { manifest: parsed.data };
  return {
    problem: parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(manifest)'}: ${issue.message}`)
      .join('; '),
  };
}

/** The originals (the evidence buyers pay for) among a backup's files. */
export const originalsOf = (manifest: BackupManifest): BackupFile[] =>
  manifest.files.filter((file) => file.path.startsWith('media/originals/'));
