export const collections = {
  foods: 'foods',
  orders: 'orders',
  kitchens: 'kitchens',
  gallery: 'gallery',
  reviews: 'reviews',
  users: 'users',
  /** blocked/{uid}: created by operators in the console; that account writes nothing. */
  blocked: 'blocked',
  ratings: 'ratings',
  salesDays: 'salesDays',
  /** carts/{uid}: the meal in progress, only its owner's. */
  carts: 'carts',
} as const;
