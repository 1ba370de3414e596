import type { SweepJob } from '../../platform/sweeper';
import { deleteUpload, takeExpired } from './uploads.repo';

/**
 * Uploads never attached by their expiry (abandoned forms, failed or aborted PUTs): file, poster and row go. The
 * row is taken with SKIP LOCKED and deleted in the same transaction, so each is swept by exactly one sweeper;
 * deleting a file that is already gone is not an error, so a crash between the two is finished by the next sweep.
 */
const orphanUploads: SweepJob<'orphanUploads'> = {
  name: 'orphanUploads',
  takeOne: (deps) =>
    deps.database.db.transaction(async (tx) => {
      const row = await takeExpired(tx, deps.clock.now());
      if (!row) return false;
      await deps.storage.delete(row.fileKey);
      if (row.posterKey) await deps.storage.delete(row.posterKey);
      await deleteUpload(tx, row.fileKey);
      return true;
    }),
};

export const uploadSweepJobs = [orphanUploads] as const;
