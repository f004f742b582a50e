export { receiptOnOrderFinished } from './on-order-finished.js';
