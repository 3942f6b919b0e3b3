/**
 * A clip's cover or preview image: the re-encoded WebP, with the JPEG of the same image for
 * browsers without WebP (the API serves both, /api/media/images/{id}.webp and .jpg).
 */
interface ClipPictureProps {
  webp: string | null;
  jpg?: string | null;
  alt: string;
  className?: string;
  lazy?: boolean;
}

/** The JPEG twin of a media image URL, when the answer did not name it. */
export function jpgOf(url: string): string | null {
  return /\/api\/media\/images\/[^/]+\.webp$/.test(url) ? url.replace(/\.webp$/, '.jpg') : null;
}

export function ClipPicture({ webp, jpg, alt, className, lazy = true }: ClipPictureProps) {
  if (!webp) return null;
  const fallback = jpg ?? jpgOf(webp);
  // An image that is not lazy is one the page shows at once: it goes first among the images.
  const loading = lazy ? 'lazy' : undefined;
  const fetchPriority = lazy ? undefined : 'high';
  if (!fallback || !webp.endsWith('.webp')) {
    return <img src={webp} alt={alt} className={className} loading={loading} fetchPriority={fetchPriority} />;
  }
  return (
    <picture>
      <source srcSet={webp} type="image/webp" />
      <img src={fallback} alt={alt} className={className} loading={loading} fetchPriority={fetchPriority} />
    </picture>
  );
}
