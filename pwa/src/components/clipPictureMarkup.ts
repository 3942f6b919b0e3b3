import { attributes } from '../lib/html.ts';
import { clipPictureParts } from './clipPictureSources.ts';

/** ClipPicture as HTML, for the first paint: the same picture the app then draws in its place. */
export function clipPictureMarkup(options: {
  webp: string;
  jpg?: string | null;
  alt: string;
  lazy: boolean;
  sizes?: string;
}): string {
  const parts = clipPictureParts(options.webp, options.jpg, options.sizes);
  const img = `<img${attributes({
    src: parts.img.src,
    srcset: parts.img.srcSet,
    sizes: parts.img.sizes,
    alt: options.alt,
    loading: options.lazy ? 'lazy' : undefined,
    fetchpriority: options.lazy ? undefined : 'high',
  })}>`;
  if (!parts.webp) return img;
  const source = `<source${attributes({ srcset: parts.webp.srcSet, sizes: parts.webp.sizes, type: 'image/webp' })}>`;
  return `<picture>${source}${img}</picture>`;
}
