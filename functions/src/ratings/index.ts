export { onRatingCreated, onRatingDeleted } from './on-rating-written.js';
