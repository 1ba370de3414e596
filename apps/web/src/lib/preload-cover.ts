import { coverThumbUrl } from '@crowns/contracts';
import { usableImageUrl } from './format';

/** The thumbnail a card shows for a cover (decision 027), or null for a cover without one (a GIF, another host's). */
export function coverThumbOf(src: string | null | undefined): string | null {
  const cover = usableImageUrl(src);
  return cover ? coverThumbUrl(cover) : null;
}

/**
 * Starts the download of a cover's thumbnail (decision 027) as soon as a page knows which cover it will show, before
 * the code that shows it has rendered: for an image near the top of a page, its largest paint, that saves a round
 * trip on a phone. The card's <img> then finds it in the browser's cache. A cover without a thumbnail (a GIF, another
 * host's image) is left to its card.
 */
export function preloadCoverThumb(src: string | null | undefined) {
  const thumb = coverThumbOf(src);
  if (!thumb) return;
  const image = new Image();
  // As urgent as the <img> that will show it: cards near a page's top load theirs with fetchpriority="high".
  image.fetchPriority = 'high';
  image.src = thumb;
}
