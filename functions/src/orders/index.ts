// The orders domain's functions: the purchase callable and the cancellation trigger.
export { placeOrder } from './place-order-callable.js';
export { onOrderDeleted } from './on-order-deleted.js';
