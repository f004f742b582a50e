export { onFoodWritten } from './on-food-written.js';
