export const collections = {
  foods: 'foods',
  orders: 'orders',
  gallery: 'gallery',
  reviews: 'reviews',
  users: 'users',
  ratings: 'ratings',
  salesDays: 'salesDays',
} as const;
