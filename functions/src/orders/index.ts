export { placeOrder } from './place-order-callable.js';
export { onOrderDeleted } from './on-order-deleted.js';
