import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ImageUnreadable, reencodeImage, sniffImage, sniffImageFile } from './images.ts';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#208040' } });

describe('cover and preview images', () => {
  it('sniffs the type from the bytes', async () => {
    expect(sniffImage(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImage(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(sniffImage(await solid(4, 4).webp().toBuffer())).toBe('webp');
    expect(sniffImage(await solid(4, 4).gif().toBuffer())).toBe('gif');
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it('reads an image from its file: the type from the first bytes, the pixels as libvips decodes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'dashclip-images-'));
    try {
      const file = path.join(dir, 'upload');
      await writeFile(file, await solid(320, 180).png().toBuffer());
      expect(await sniffImageFile(file)).toBe('png');
      const widths: number[] = [];
      await reencodeImage(file, 'preview', async (_id, _format, bytes) => {
        widths.push((await sharp(bytes).metadata()).width!);
      });
      expect(widths).toEqual([320, 320]);
      await writeFile(file, 'GIF');
      expect(await sniffImageFile(file)).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('writes WebP and JPEG of a cover (1280×720 at most, never enlarged) and its 640-wide thumbnail', async () => {
    const written: { id: string; format: string; width: number | undefined }[] = [];
    const id = await reencodeImage(
      await solid(2000, 1500).png().toBuffer(),
      'cover',
      async (imageId, format, bytes) => {
        written.push({ id: imageId, format, width: (await sharp(bytes).metadata()).width });
      },
    );
    expect(written).toEqual([
      { id, format: 'webp', width: 960 },
      { id, format: 'jpg', width: 960 },
      { id: `${id}-thumb`, format: 'webp', width: 640 },
      { id: `${id}-thumb`, format: 'jpg', width: 640 },
    ]);
    const small: number[] = [];
    await reencodeImage(await solid(320, 180).jpeg().toBuffer(), 'preview', async (_id, _format, bytes) => {
      small.push((await sharp(bytes).metadata()).width!);
    });
    expect(small).toEqual([320, 320]);
  });

  it('bytes that start like an image but are not one throw ImageUnreadable, and nothing is written', async () => {
    const cut = (await solid(64, 64).jpeg().toBuffer()).subarray(0, 40);
    let writes = 0;
    await expect(reencodeImage(cut, 'preview', async () => void writes++)).rejects.toBeInstanceOf(
      ImageUnreadable,
    );
    expect(writes).toBe(0);
  });
});
