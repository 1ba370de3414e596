import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AppDeps } from '../../deps';
import { setPoster } from './uploads.repo';

const run = promisify(execFile);

let ffmpeg: Promise<boolean> | undefined;
/** Whether `ffmpeg` is on PATH (asked once per process). */
export const ffmpegAvailable = () => {
  ffmpeg ??= run('ffmpeg', ['-version'], { timeout: 5000 }).then(
    () => true,
    () => false,
  );
  return ffmpeg;
};

/** Where a video's poster frame is stored: beside it, `.poster.jpg` for its extension. */
export const posterKeyOf = (videoKey: string) => videoKey.replace(/\.[A-Za-z0-9]+$/, '.poster.jpg');

/** A poster key of an uploaded video (players ask for it whether or not a frame was extracted). */
export const isPosterKey = (key: string) => /^public\/videos\/.+\.poster\.jpg$/.test(key);

let neutral: Buffer | undefined;
/** The neutral poster (a dark gradient) served for a video without a frame: no ffmpeg, or not extracted yet. */
export const neutralPoster = () => {
  neutral ??= readFileSync(new URL('./neutral-poster.jpg', import.meta.url));
  return neutral;
};

/** One frame as a JPEG, 640 px wide: at one second, or the first frame of a shorter video. */
async function grabFrame(input: string, output: string) {
  for (const at of ['1', '0']) {
    const args = ['-v', 'error', '-y', '-ss', at, '-i', input, '-frames:v', '1', '-vf', 'scale=640:-2', '-q:v', '4'];
    const ran = await run('ffmpeg', [...args, output], { timeout: 30_000 }).then(
      () => true,
      () => false,
    );
    if (!ran) continue;
    const jpeg = await readFile(output).catch(() => null);
    if (jpeg && jpeg.length > 0) return jpeg;
  }
  return null;
}

/**
 * Stores a poster frame of an uploaded video and records it on the upload. Without ffmpeg, or for a file not on
 * this disk, there is none and players show the neutral poster. Answers the poster's key or null.
 */
export async function extractPoster(deps: AppDeps, videoKey: string) {
  const input = deps.storage.localPath(videoKey);
  if (!input || !(await ffmpegAvailable())) return null;
  const dir = await mkdtemp(join(tmpdir(), 'crowns-poster-'));
  try {
    const jpeg = await grabFrame(input, join(dir, 'poster.jpg'));
    if (!jpeg) return null;
    const posterKey = posterKeyOf(videoKey);
    await deps.storage.put(posterKey, jpeg, 'image/jpeg');
    await setPoster(deps.database.db, videoKey, posterKey);
    return posterKey;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** extractPoster after the upload's answer; a failure is logged, never the upload's. */
export function extractPosterLater(deps: AppDeps, videoKey: string) {
  setImmediate(() => {
    extractPoster(deps, videoKey).catch((err) => deps.logger.warn({ err, videoKey }, 'poster frame not extracted'));
  });
}
