export * from './auth';
export * from './crash';
export * from './duels';
export * from './errors';
export * from './games';
export * from './money';
export * from './states';
export * from './user';
