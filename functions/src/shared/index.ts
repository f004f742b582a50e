export * from './collections.js';
export * from './constants.js';
export * from './dates.js';
export * from './messages.js';
export * from './schemas.js';
export type * from './types.js';
export * from './search.js';
export * from './food-queries.js';
export * from './order-status.js';
