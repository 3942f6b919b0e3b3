import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from './mediaStore.ts';

/** A clip's files in the media store: its original (by storage key), its image ids and its preview video. */
export interface ClipMedia {
  clipId: string;
  storageKey: string | null;
  cover: string | null;
  previews: string[];
}

/**
 * PDPA erasure of media (DESIGN.md §3): what one person left in the media store goes — the
 * originals and images of clips, and the resumable uploads they started. Removing what is gone
 * already is a no-op, so a replayed erasure is harmless.
 */
export interface MediaEraser {
  removeClip(clip: ClipMedia): Promise<void>;
  /** Removes the tus uploads (data, `.json` metadata, `.accepted` note) `uid` started; answers how many. */
  removeUploadsOf(uid: string): Promise<number>;
}

const FORMATS = ['webp', 'jpg'] as const;
/** Where `tusVideoUploads` keeps the uploader in an upload's metadata, and in its accepted note. */
const TUS_OWNER_KEY = 'uploaderUid';

export function mediaEraser(media: MediaStore): MediaEraser {
  const imageFiles = (imageId: string, cover: boolean) =>
    (cover ? [imageId, `${imageId}-thumb`] : [imageId]).flatMap((id) =>
      FORMATS.map((format) => media.imagePath(id, format)),
    );
  const readJson = (file: string) =>
    readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as Record<string, unknown>,
      () => null,
    );

  return {
    async removeClip(clip) {
      const original = clip.storageKey === null ? null : media.originalPath(clip.storageKey);
      await media.remove(
        media.previewPath(clip.clipId),
        ...(original ? [original] : []),
        ...(clip.cover ? imageFiles(clip.cover, true) : []),
        ...clip.previews.flatMap((id) => imageFiles(id, false)),
      );
    },

    async removeUploadsOf(uid) {
      const dir = media.uploadsDir;
      const names = await readdir(dir).catch(() => [] as string[]);
      const theirs = new Set<string>();
      for (const name of names) {
        const id = /^([0-9a-f]{32})\.(json|accepted)$/.exec(name);
        if (!id) continue;
        const note = await readJson(path.join(dir, name));
        const owner =
          id[2] === 'json'
            ? (note?.metadata as Record<string, unknown> | undefined)?.[TUS_OWNER_KEY]
            : note?.uid;
        if (owner === uid) theirs.add(id[1]!);
      }
      await media.remove(
        ...[...theirs].flatMap((id) =>
          ['', '.json', '.accepted'].map((suffix) => path.join(dir, `${id}${suffix}`)),
        ),
      );
      return theirs.size;
    },
  };
}
