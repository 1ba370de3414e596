import type { IdvLinkData, KycState } from '@crowns/contracts';
import { api } from '../../../lib/api';

type Answer<T> = { status: number; data: T; message?: string };

/** GET /payment/kyc/create-idv-link-token: the hosted identity check (level: what the next withdrawal needs). */
export const createIdvLink = () => api<Answer<IdvLinkData>>('/payment/kyc/create-idv-link-token').then((r) => r.data);

/**
 * Back from the hosted check: records the session (POST /payment/kyc/set-recent-idv-session), then asks for its
 * outcome (POST /payment/kyc/idv-complete). The server asks the provider; the browser's word is never trusted.
 */
export async function completeIdvSession(sessionId: string): Promise<KycState> {
  await api('/payment/kyc/set-recent-idv-session', { method: 'POST', body: { sessionId } });
  const answer = await api<Answer<KycState>>('/payment/kyc/idv-complete', { method: 'POST', body: { sessionId } });
  return answer.data;
}
