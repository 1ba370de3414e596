import type { DbOrTx } from '../../db/client';
import { getBalance, wallet } from '../../platform/ledger';

/** A user's wallet balance in crowns (cached balance of their ledger wallet account; 0 before first use). */
export async function getWalletBalance(tx: DbOrTx, userId: number): Promise<number> {
  return getBalance(tx, wallet(userId));
}
