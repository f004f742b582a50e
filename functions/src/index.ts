// Re-exports only: each function lives beside its domain.
export { api } from './api/index.js';
export {
  expireOrder,
  expiryOnOrderCreated,
  onOrderDeleted,
  onOrderUpdated,
  placeOrder,
} from './orders/index.js';
export { kitchenCurrencyOnWrite, onFoodWritten } from './foods/index.js';
export { releaseFoodPhoto, releaseGalleryPhoto, sweepPhoto } from './photos/index.js';
export { onRatingCreated, onRatingDeleted } from './ratings/index.js';
export { onSaleCompleted } from './sales/index.js';
export { receiptOnOrderFinished } from './receipts/index.js';
export {
  deliverMail,
  mailOnOrderCreated,
  mailOnOrderDeleted,
  mailOnOrderUpdated,
  mailOnReceiptCreated,
  sweepMail,
} from './mail/index.js';
