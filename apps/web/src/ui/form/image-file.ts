import { BOUNTY_LIMITS as L, BOUNTY_MSG as M } from '@crowns/contracts';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** What a picked image must be before it goes to the cropper, and the message of each failure. */
export type ImageRules = {
  types: readonly string[];
  maxBytes: number;
  minWidth: number;
  minHeight: number;
  badType: string;
  tooLarge: string;
  tooSmall: string;
};

/** A bounty or challenge cover (spec 02 §5). */
export const COVER_IMAGE_RULES: ImageRules = {
  types: ACCEPTED_IMAGE_TYPES,
  maxBytes: L.imageMaxBytes,
  minWidth: L.imageMinWidth,
  minHeight: L.imageMinHeight,
  badType: M.invalidFileType,
  tooLarge: M.fileTooLarge,
  tooSmall: M.imageTooSmall,
};

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
 * The client-side checks of a picked image (by default a bounty cover, spec 02 §5), in order: type, size, then the
 * minimum dimensions. Resolves to the message to show, or null when the file can go to the cropper. A file the
 * browser cannot decode is a bad type.
 */
export async function checkImageFile(
  file: File,
  readSize: (file: Blob) => Promise<ImageSize> = readImageSize,
  rules: ImageRules = COVER_IMAGE_RULES,
): Promise<string | null> {
  if (!rules.types.includes(file.type)) return rules.badType;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  try {
    const { width, height } = await readSize(file);
    if (width < rules.minWidth || height < rules.minHeight) return rules.tooSmall;
  } catch {
    return rules.badType;
  }
  return null;
}
