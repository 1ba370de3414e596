import { vi } from 'vitest';

/*
 * Import first in a test of a cover image field: the cropper needs layout and a canvas (absent in jsdom), so it
 * reports a full-frame crop, cropping yields a small JPEG and every picked image reads as 1920×1080.
 */
vi.mock('react-easy-crop', () => import('./cropper-mock'));
vi.mock('../../crop-image', async (original) => ({
  ...(await original<object>()),
  ...(await import('./cropper-mock')).cropImage,
}));
vi.mock('../image-file', async (original) => ({
  ...(await original<object>()),
  ...(await import('./cropper-mock')).imageFile,
}));
