import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import sharp from 'sharp';
import { COVER_MAX_HEIGHT, COVER_MAX_WIDTH, COVER_THUMB_WIDTH } from '../../../events/constants.ts';
import type { ImageFormat } from '../files/mediaStore.ts';

/** Decoded size limit of an image (pixels): a small file cannot unpack into gigabytes. */
const IMAGE_MAX_PIXELS = 50_000_000;
/** Thumbnails and previews are this wide (pixels); the cover fits in COVER_MAX_WIDTH×COVER_MAX_HEIGHT. */
const THUMB_WIDTH = COVER_THUMB_WIDTH;
const IMAGE_WEBP_QUALITY = 80;
const IMAGE_JPEG_QUALITY = 85;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

/** The image type from its first bytes, whatever the upload claims; null for anything else. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (...sig: number[]) => sig.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** The image type of a file from its first bytes (the only bytes read); null for anything else. */
export async function sniffImageFile(file: string): Promise<ImageKind | null> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(12), 0, 12, 0);
    return sniffImage(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** The bytes looked like an image but could not be decoded (cut short, garbled). */
export class ImageUnreadable extends Error {
  override readonly name = 'ImageUnreadable';
}

export type ImageWriter = (imageId: string, format: ImageFormat, bytes: Buffer) => Promise<void>;
type Encoded = { imageId: string; format: ImageFormat; bytes: Buffer };

/** An image's bytes, or the file that holds them (read by libvips as it decodes, never whole). */
export type ImageInput = Buffer | string;

async function encode(
  input: ImageInput,
  imageId: string,
  width: number,
  height?: number,
): Promise<Encoded[]> {
  // rotate() applies the EXIF orientation before the metadata goes; sharp writes no metadata
  // (EXIF, GPS, XMP, ICC) unless asked to, so none survives re-encoding.
  const base = sharp(input, { failOn: 'error', pages: 1, limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize({ width, height, fit: 'inside', withoutEnlargement: true });
  const [webp, jpg] = await Promise.all([
    base.clone().webp({ quality: IMAGE_WEBP_QUALITY }).toBuffer(),
    base
      .clone()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: IMAGE_JPEG_QUALITY, mozjpeg: true })
      .toBuffer(),
  ]);
  return [
    { imageId, format: 'webp', bytes: webp },
    { imageId, format: 'jpg', bytes: jpg },
  ];
}

/**
 * Re-encodes a cover (fits 1280×720, plus `<id>-thumb` 640 wide) or a preview (640 wide) as WebP
 * and JPEG, and writes them; answers the image id. Undecodable bytes throw ImageUnreadable.
 */
export async function reencodeImage(
  input: ImageInput,
  kind: 'cover' | 'preview',
  write: ImageWriter,
): Promise<string> {
  const imageId = randomUUID();
  let encoded: Encoded[];
  try {
    encoded =
      kind === 'cover'
        ? [
            ...(await encode(input, imageId, COVER_MAX_WIDTH, COVER_MAX_HEIGHT)),
            ...(await encode(input, `${imageId}-thumb`, THUMB_WIDTH)),
          ]
        : await encode(input, imageId, THUMB_WIDTH);
  } catch (error) {
    // The input is the only thing that varies here: sharp failing means the bytes are bad.
    throw new ImageUnreadable(error instanceof Error ? error.message : String(error));
  }
  for (const { imageId: id, format, bytes } of encoded) await write(id, format, bytes);
  return imageId;
}
