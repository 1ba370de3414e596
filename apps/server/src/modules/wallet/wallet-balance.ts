import type { DbOrTx } from '../../db/client';

/**
 * A user's wallet balance in crowns (cached balance of their ledger wallet account).
 * Seam for the users module; the ledger work replaces this body with the real read.
 */
export async function getWalletBalance(_tx: DbOrTx, _userId: number): Promise<number> {
  return 0;
}
