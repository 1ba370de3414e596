/**
 * Cover thumbnails (decision 027): every stored cover `public/{folder}/{name}.{png|jpg|jpeg}` has a WebP beside it at
 * `public/thumbs/{folder}/{name}.{ext}.webp`, at most COVER_THUMB_WIDTH wide, for the cards that show covers small.
 * GIF covers have none (a card keeps their animation). No zod here: the first page's cards use it.
 */
export const COVER_THUMB_WIDTH = 640;

const THUMBS = 'public/thumbs/';
const THUMBABLE = /^public\/(?!thumbs\/)[^?#]+\.(?:png|jpe?g)$/i;

/** The thumbnail key of a cover's storage key; null when that cover has none. */
export const coverThumbKey = (key: string): string | null =>
  THUMBABLE.test(key) ? `${THUMBS}${key.slice('public/'.length)}.webp` : null;

/** The cover's storage key of a thumbnail key; null when `key` is not a thumbnail's. */
export const coverOfThumbKey = (key: string): string | null => {
  if (!key.startsWith(THUMBS) || !key.endsWith('.webp')) return null;
  const cover = `public/${key.slice(THUMBS.length, -'.webp'.length)}`;
  return coverThumbKey(cover) === key ? cover : null;
};

/** The thumbnail URL of a cover URL served at /files/; null for any other URL (another host, a GIF). */
export const coverThumbUrl = (url: string): string | null => {
  if (!url.startsWith('/files/')) return null;
  const thumb = coverThumbKey(url.slice('/files/'.length));
  return thumb ? `/files/${thumb}` : null;
};
