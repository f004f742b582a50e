// The orders domain's functions: the purchase callable, and the triggers that return an
// order's units when it is cancelled or declined.
export { placeOrder } from './place-order-callable.js';
export { onOrderDeleted } from './on-order-deleted.js';
export { onOrderUpdated } from './on-order-updated.js';
