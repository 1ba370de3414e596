import type { DbOrTx } from '../../db/client';
import { getConfigValue } from './config.service';

/** cc_per_usd from config; a non-positive value falls back to 1 (spec). */
export async function ccPerUsd(tx: DbOrTx) {
  const rate = await getConfigValue(tx, 'cc_per_usd');
  return rate > 0 ? rate : 1;
}

/** Dollars of a crown amount, rounded to cents (signed). */
export const usdOf = (crowns: number, rate: number) => Math.round((crowns / rate) * 100) / 100;
