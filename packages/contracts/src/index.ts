export * from './auth';
export * from './config-keys';
export * from './constants';
export * from './errors';
export * from './messages';
export * from './money';
export * from './users';
