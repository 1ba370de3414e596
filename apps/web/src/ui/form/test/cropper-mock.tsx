import { useEffect } from 'react';
import { vi } from 'vitest';

/* Stand-ins for the cover image flow in jsdom; mock-cover-flow.ts installs them. */

/** The cropper reports a full-frame 1280×720 crop as soon as it mounts. */
export default function FullFrameCropper(props: { onCropComplete: (a: unknown, p: unknown) => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, like the real cropper's first report
  useEffect(() => props.onCropComplete({}, { x: 0, y: 0, width: 1280, height: 720 }), []);
  return <div data-testid="cropper" />;
}

/** Cropping yields a small JPEG blob. */
export const cropImage = { cropToJpeg: vi.fn(async () => new Blob(['cropped'], { type: 'image/jpeg' })) };

/** Every picked image reads as 1920×1080. */
export const imageFile = { readImageSize: vi.fn(async () => ({ width: 1920, height: 1080 })) };
