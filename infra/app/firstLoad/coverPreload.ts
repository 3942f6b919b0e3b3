import { coverSrcSet } from '../../../events/coverImages.ts';

/**
 * A cover announced with a page (`Link: rel=preload`), with the choice between its thumbnail and
 * itself that the page's <source> offers at the width (`sizes`) the page draws it: the browser
 * then fetches the one the page will use. High priority: the cover is the first screen's largest
 * paint, and images are asked last otherwise (a phone on HTTP/1.1 has six connections, taken
 * first by the page's scripts).
 */
export function coverPreload(url: string, sizes: string): string {
  const srcSet = coverSrcSet(url);
  const choice = srcSet ? `; imagesrcset="${srcSet}"; imagesizes="${sizes}"` : '';
  return `<${url}>; rel=preload; as=image; type="image/webp"; fetchpriority=high${choice}`;
}
