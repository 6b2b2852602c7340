export * from './auth';
export * from './errors';
export * from './money';
export * from './states';
export * from './user';
