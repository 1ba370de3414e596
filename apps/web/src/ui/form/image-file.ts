import { BOUNTY_LIMITS as L, BOUNTY_MSG as M } from '@crowns/contracts';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

export type ImageSize = { width: number; height: number };

/** The natural size of an image file, read by decoding it in the browser. */
export function readImageSize(file: Blob): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      reject(new Error('unreadable image'));
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });
}

/**
 * The client-side checks of a bounty image (spec 02 §5), in order: type, size, then the 320×180 minimum. Resolves to
 * the message to show, or null when the file can go to the cropper. A file the browser cannot decode is a bad type.
 */
export async function checkImageFile(
  file: File,
  readSize: (file: Blob) => Promise<ImageSize> = readImageSize,
): Promise<string | null> {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return M.invalidFileType;
  if (file.size > L.imageMaxBytes) return M.fileTooLarge;
  try {
    const { width, height } = await readSize(file);
    if (width < L.imageMinWidth || height < L.imageMinHeight) return M.imageTooSmall;
  } catch {
    return M.invalidFileType;
  }
  return null;
}
