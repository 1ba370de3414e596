/** The ledger API every module uses; no module updates a balance itself. See docs/decisions/002. */
export {
  type AccountKind,
  type AccountRef,
  bookedAccount,
  bountyEscrow,
  challengePool,
  EXTERNAL_CASH,
  ensureAccounts,
  escrowBalance,
  getBalance,
  HOUSE_SHARDS,
  lockAccount,
  PLATFORM_REVENUE,
  PROMOTIONS,
  wallet,
  withdrawalHold,
} from './accounts';
export { type Contribution, contribute, contributions, payoutEscrow, refundContributors } from './escrow';
export {
  insufficientFunds,
  type Leg,
  type TransferMeta,
  type TransferResult,
  transfer,
  transferMany,
} from './transfer';
