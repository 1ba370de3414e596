import { api } from '../../../lib/api';

/** POST /views {model_name: 'bountyClaims', model_id}: one view of a claim's submission (the server de-duplicates). */
export const countSubmissionView = (claimId: number) =>
  api('/views', { method: 'POST', body: { model_name: 'bountyClaims', model_id: claimId } });
