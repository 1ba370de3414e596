export * from './accounts';
export * from './bounties';
export * from './ledger';
export * from './platform';
