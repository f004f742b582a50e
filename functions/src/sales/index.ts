export { onSaleCompleted } from './on-sale-completed.js';
