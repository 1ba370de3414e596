export * from './accounts';
export * from './bounties';
export * from './challenges';
export * from './events';
export * from './ledger';
export * from './platform';
export * from './social';
export * from './uploads';
