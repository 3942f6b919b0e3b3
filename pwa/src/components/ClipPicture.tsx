import { coverSrcSet } from '../../../events/coverImages.ts';

/**
 * A clip's cover or preview image: the re-encoded WebP, with the JPEG of the same image for
 * browsers without WebP (the API serves both, /api/media/images/{id}.webp and .jpg). `sizes`: a
 * cover drawn at that width offers its 640-wide thumbnail too, which the browser takes when it is
 * sharp enough for the screen (events/coverImages.ts).
 */
interface ClipPictureProps {
  webp: string | null;
  jpg?: string | null;
  alt: string;
  className?: string;
  lazy?: boolean;
  sizes?: string;
}

/** The JPEG twin of a media image URL, when the answer did not name it. */
export function jpgOf(url: string): string | null {
  return /\/api\/media\/images\/[^/]+\.webp$/.test(url) ? url.replace(/\.webp$/, '.jpg') : null;
}

/** `src` and, for a cover drawn at known sizes, `srcSet` and `sizes` of one image. */
function sources(url: string, sizes: string | undefined) {
  const srcSet = sizes ? coverSrcSet(url) : null;
  return srcSet ? { srcSet, sizes } : {};
}

export function ClipPicture({ webp, jpg, alt, className, lazy = true, sizes }: ClipPictureProps) {
  if (!webp) return null;
  const fallback = jpg ?? jpgOf(webp);
  // An image that is not lazy is one the page shows at once: it goes first among the images.
  const loading = lazy ? 'lazy' : undefined;
  const fetchPriority = lazy ? undefined : 'high';
  if (!fallback || !webp.endsWith('.webp')) {
    return (
      <img
        src={webp}
        {...sources(webp, sizes)}
        alt={alt}
        className={className}
        loading={loading}
        fetchPriority={fetchPriority}
      />
    );
  }
  const webpSources = sources(webp, sizes);
  return (
    <picture>
      <source srcSet={webpSources.srcSet ?? webp} sizes={webpSources.sizes} type="image/webp" />
      <img
        src={fallback}
        {...sources(fallback, sizes)}
        alt={alt}
        className={className}
        loading={loading}
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
