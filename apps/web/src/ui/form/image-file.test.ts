import { BOUNTY_MSG as M } from '@crowns/contracts';
import { describe, expect, it } from 'vitest';
import { checkImageFile } from './image-file';

const file = (type: string, bytes = 1000) => new File([new Uint8Array(bytes)], 'pic', { type });
const sized = (width: number, height: number) => async () => ({ width, height });

describe('bounty image checks (spec 02 §5)', () => {
  it('accepts JPEG, PNG and GIF of at least 320x180', async () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif'])
      expect(await checkImageFile(file(type), sized(320, 180))).toBeNull();
  });

  it('refuses other types first', async () => {
    expect(await checkImageFile(file('image/webp'), sized(1920, 1080))).toBe(M.invalidFileType);
    expect(await checkImageFile(file('application/pdf', 20 * 1024 * 1024), sized(1, 1))).toBe(M.invalidFileType);
  });

  it('refuses files over 10MB', async () => {
    expect(await checkImageFile(file('image/png', 10 * 1024 * 1024 + 1), sized(1920, 1080))).toBe(M.fileTooLarge);
    expect(await checkImageFile(file('image/png', 10 * 1024 * 1024), sized(1920, 1080))).toBeNull();
  });

  it('refuses images under 320x180', async () => {
    expect(await checkImageFile(file('image/jpeg'), sized(319, 1000))).toBe(M.imageTooSmall);
    expect(await checkImageFile(file('image/jpeg'), sized(1000, 179))).toBe(M.imageTooSmall);
  });

  it('treats an undecodable image as a bad type', async () => {
    const broken = async () => {
      throw new Error('broken');
    };
    expect(await checkImageFile(file('image/png'), broken)).toBe(M.invalidFileType);
  });
});
