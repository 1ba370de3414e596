import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { S3Storage, s3SettingsOf } from './s3-storage';

/** Signing is local computation: these run without any network or bucket. */
const settings = {
  bucket: 'crowns-videos',
  region: 'eu-west-1',
  endpoint: 'http://127.0.0.1:9000',
  forcePathStyle: true,
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
};
const at = new Date('2026-03-01T12:00:00Z');

describe('S3Storage', () => {
  const storage = new S3Storage(settings, 'test-secret-test-secret-test-secret-1234', () => at);

  it('presigns a PUT of the key to the bucket, bound to its Content-Type, expiring when asked', async () => {
    const url = new URL(await storage.signedPutUrl('public/videos/7/clip.mp4', 'video/mp4', 900));
    expect(url.origin).toBe('http://127.0.0.1:9000');
    expect(url.pathname).toBe('/crowns-videos/public/videos/7/clip.mp4');
    const q = url.searchParams;
    expect(q.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(q.get('X-Amz-Credential')).toBe('AKIDEXAMPLE/20260301/eu-west-1/s3/aws4_request');
    expect(q.get('X-Amz-Date')).toBe('20260301T120000Z');
    expect(q.get('X-Amz-Expires')).toBe('900');
    expect(q.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['host', 'content-type']));
    expect(q.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // Another type or another key is another signature.
    const other = new URL(await storage.signedPutUrl('public/videos/7/clip.mp4', 'video/webm', 900));
    expect(other.searchParams.get('X-Amz-Signature')).not.toBe(q.get('X-Amz-Signature'));
  });

  it('serves /files through a presigned GET redirect, and signs /files URLs like the local disk', async () => {
    const file = await storage.open('public/videos/7/clip.mp4');
    expect(file?.kind).toBe('redirect');
    const url = new URL((file as { url: string }).url);
    expect(url.pathname).toBe('/crowns-videos/public/videos/7/clip.mp4');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(storage.url('public/videos/7/clip.mp4')).toBe('/files/public/videos/7/clip.mp4');
    const signed = new URL(storage.url('private/x.png', { expiresInSeconds: 60 }), 'http://x');
    expect(
      storage.verify(
        'GET',
        'private/x.png',
        Number(signed.searchParams.get('expires')),
        signed.searchParams.get('sig')!,
      ),
    ).toBe(true);
    expect(storage.localPath()).toBeNull();
  });

  it('is chosen by S3_BUCKET; keys by halves or S3 details without a bucket are refused at boot', () => {
    expect(s3SettingsOf(loadEnv({ NODE_ENV: 'test' }))).toBeNull();
    expect(s3SettingsOf(loadEnv({ NODE_ENV: 'test', S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000' }))).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: undefined,
    });
    expect(() => loadEnv({ NODE_ENV: 'test', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither/,
    );
    expect(() => loadEnv({ NODE_ENV: 'test', S3_REGION: 'eu-west-1' })).toThrow(/S3_BUCKET: required/);
  });
});
