export { onFoodWritten } from './on-food-written.js';
export { kitchenCurrencyOnWrite } from './kitchen-currency.js';
