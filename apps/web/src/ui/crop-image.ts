/** A rectangle in the source image's pixels (react-easy-crop's croppedAreaPixels). */
export type PixelArea = { x: number; y: number; width: number; height: number };

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The image could not be read.'));
    img.src = src;
  });
}

/** The output size: the crop's own pixels, scaled down (never up) to fit `maxWidth`. */
export function outputSize(area: PixelArea, maxWidth: number) {
  const scale = Math.min(1, maxWidth / area.width);
  return { width: Math.round(area.width * scale), height: Math.round(area.height * scale) };
}

/**
 * Draws `area` of the image at `src` on a canvas and encodes it as JPEG. Parts of the area outside the image (zoomed
 * out below 1) are filled with `background`, since JPEG has no transparency.
 */
export async function cropToJpeg(
  src: string,
  area: PixelArea,
  { quality = 0.9, maxWidth = 1920, background = '#000000' } = {},
): Promise<Blob> {
  const img = await loadImage(src);
  const { width, height } = outputSize(area, maxWidth);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available.');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  const scale = width / area.width;
  ctx.drawImage(img, -area.x * scale, -area.y * scale, img.naturalWidth * scale, img.naturalHeight * scale);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
      'image/jpeg',
      quality,
    ),
  );
}
