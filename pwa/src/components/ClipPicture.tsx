import { clipPictureParts } from './clipPictureSources.ts';

/**
 * A clip's cover or preview image: the re-encoded WebP, with the JPEG of the same image for
 * browsers without WebP. `sizes`: a cover drawn at that width offers its 640-wide thumbnail too,
 * which the browser takes when it is sharp enough for the screen (events/coverImages.ts). The
 * first paint draws the same picture before the app runs (clipPictureMarkup.ts).
 */
interface ClipPictureProps {
  webp: string | null;
  jpg?: string | null;
  alt: string;
  className?: string;
  lazy?: boolean;
  sizes?: string;
}

export function ClipPicture({ webp, jpg, alt, className, lazy = true, sizes }: ClipPictureProps) {
  if (!webp) return null;
  const parts = clipPictureParts(webp, jpg, sizes);
  // An image that is not lazy is one the page shows at once: it goes first among the images.
  const img = (
    <img
      {...parts.img}
      alt={alt}
      className={className}
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={lazy ? undefined : 'high'}
    />
  );
  if (!parts.webp) return img;
  return (
    <picture>
      <source srcSet={parts.webp.srcSet} sizes={parts.webp.sizes} type="image/webp" />
      {img}
    </picture>
  );
}
