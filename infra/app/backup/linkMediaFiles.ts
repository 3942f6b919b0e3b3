import { constants } from 'node:fs';
import { copyFile, link, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE } from './copyWithSha256.ts';
import { listFiles } from './listFiles.ts';

/** Multipart uploads while they stream in (`MediaStore.incomingDir`): no event names one yet. */
const TRANSIENT_FOLDERS = ['incoming'];

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Gives every media file (originals, images, tus uploads) a second name under `into`, at once:
 * a hard link keeps the file's bytes however the media store renames or deletes it afterwards
 * (an erasure, an expired upload), so the copy can be made at leisure. Originals and images are
 * never rewritten; a tus upload only grows, so its copy is a prefix it can resume from. Where the
 * filesystem has no hard links (or `into` is on another one) the file is copied instead. A file
 * gone between the listing and its link is left out: it was being moved or deleted, by work whose
 * event the database snapshot either holds (a restore redoes it) or does not (nothing names it).
 * Answers the files kept.
 */
export async function linkMediaFiles(mediaDir: string, into: string): Promise<number> {
  let kept = 0;
  const folders = new Set<string>();
  for (const file of await listFiles(mediaDir, TRANSIENT_FOLDERS)) {
    const from = path.join(mediaDir, file);
    const to = path.join(into, file);
    const folder = path.dirname(to);
    if (!folders.has(folder)) {
      await mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
      folders.add(folder);
    }
    try {
      await link(from, to);
      kept++;
    } catch (error) {
      if (codeOf(error) === 'ENOENT') continue;
      if (codeOf(error) !== 'EXDEV' && codeOf(error) !== 'EPERM') throw error;
      try {
        await copyFile(from, to, constants.COPYFILE_EXCL);
        kept++;
      } catch (copyError) {
        if (codeOf(copyError) !== 'ENOENT') throw copyError;
      }
    }
  }
  return kept;
}
