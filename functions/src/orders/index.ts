// The orders domain's functions: the purchase callable, the triggers that return an order's
// units when it is cancelled or declined, and the expiry of orders nobody answered.
export { placeOrder } from './place-order-callable.js';
export { onOrderDeleted } from './on-order-deleted.js';
export { onOrderUpdated } from './on-order-updated.js';
export { expireOrder, expiryOnOrderCreated } from './expiry.js';
