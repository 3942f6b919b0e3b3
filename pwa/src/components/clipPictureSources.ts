import { coverSrcSet } from '../../../events/coverImages.ts';

/** The JPEG twin of a media image URL, when the answer did not name it. */
export function jpgOf(url: string): string | null {
  return /\/api\/media\/images\/[^/]+\.webp$/.test(url) ? url.replace(/\.webp$/, '.jpg') : null;
}

/** `src` and, for a cover drawn at known sizes, `srcSet` and `sizes` of one image. */
export function sources(url: string, sizes: string | undefined): { srcSet?: string; sizes?: string } {
  const srcSet = sizes ? coverSrcSet(url) : null;
  return srcSet ? { srcSet, sizes } : {};
}

/** What a clip's picture is made of: a WebP <source> over a JPEG <img>, or the one image alone. */
export interface ClipPictureParts {
  webp: { srcSet: string; sizes?: string } | null;
  img: { src: string; srcSet?: string; sizes?: string };
}

/**
 * The re-encoded WebP with the JPEG of the same image for browsers without WebP (the API serves
 * both, /api/media/images/{id}.webp and .jpg); one image alone when there is no twin.
 */
export function clipPictureParts(
  webp: string,
  jpg: string | null | undefined,
  sizes?: string,
): ClipPictureParts {
  const fallback = jpg ?? jpgOf(webp);
  if (!fallback || !webp.endsWith('.webp'))
    return { webp: null, img: { src: webp, ...sources(webp, sizes) } };
  const webpSources = sources(webp, sizes);
  return {
    webp: { srcSet: webpSources.srcSet ?? webp, sizes: webpSources.sizes },
    img: { src: fallback, ...sources(fallback, sizes) },
  };
}
