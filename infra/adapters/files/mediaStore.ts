import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type ImageFormat = 'webp' | 'jpg';

/**
 * The file store for clip media under one directory (embedded: `<DATA_DIR>/media`):
 * `originals/` holds each clip's video byte for byte (it is evidence), `images/` the re-encoded
 * covers and previews, `uploads/` the tus partial uploads, `incoming/` multipart uploads while they
 * stream in, `previews/` the watermarked preview videos. All live on one filesystem, so keeping a file is a rename, never a copy.
 */
export interface MediaStore {
  root: string;
  uploadsDir: string;
  incomingDir: string;
  imagesDir: string;
  /** A fresh path for a file being received; remove it or keep it with `keepOriginal`. */
  incomingPath(): string;
  /** Moves a received file into the originals store; answers its storage key. */
  keepOriginal(from: string, clipId: string, extension: string): Promise<string>;
  /** The file behind a storage key, or null when the key is not one this store hands out. */
  originalPath(storageKey: string): string | null;
  imagePath(imageId: string, format: ImageFormat): string;
  /** Writes one re-encoded image; answers the file written. */
  writeImage(imageId: string, format: ImageFormat, bytes: Buffer): Promise<string>;
  /** Where a clip's watermarked preview video lives (`previews/<clipId>.mp4`; issue 21). */
  previewPath(clipId: string): string;
  /** A fresh path beside the previews for one being made: renamed into place once done. */
  previewWorkPath(clipId: string): string;
  /** Removes files that may or may not exist (clean-up after a refused upload). */
  remove(...paths: string[]): Promise<void>;
}

const storageKeyPattern = /^originals\/[0-9a-f-]{36}\.[a-z0-9]{2,4}$/;

export function mediaStore(root: string): MediaStore {
  const dir = (name: string) => {
    const full = path.join(root, name);
    mkdirSync(full, { recursive: true });
    return full;
  };
  const originalsDir = dir('originals');
  const imagesDir = dir('images');
  const uploadsDir = dir('uploads');
  const incomingDir = dir('incoming');
  const previewsDir = dir('previews');
  const imagePath = (imageId: string, format: ImageFormat) => path.join(imagesDir, `${imageId}.${format}`);
  return {
    root,
    uploadsDir,
    incomingDir,
    imagesDir,
    incomingPath: () => path.join(incomingDir, randomUUID()),
    async keepOriginal(from, clipId, extension) {
      const storageKey = `originals/${clipId}.${extension}`;
      await rename(from, path.join(originalsDir, path.basename(storageKey)));
      return storageKey;
    },
    originalPath: (storageKey) => (storageKeyPattern.test(storageKey) ? path.join(root, storageKey) : null),
    imagePath,
    previewPath: (clipId) => path.join(previewsDir, `${path.basename(clipId)}.mp4`),
    previewWorkPath: (clipId) => path.join(previewsDir, `.${path.basename(clipId)}.${randomUUID()}.part`),
    async writeImage(imageId, format, bytes) {
      const file = imagePath(imageId, format);
      await writeFile(file, bytes);
      return file;
    },
    async remove(...paths) {
      await Promise.all(paths.map((file) => rm(file, { force: true })));
    },
  };
}
