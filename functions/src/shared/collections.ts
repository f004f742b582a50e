export const collections = {
  foods: 'foods',
  orders: 'orders',
  kitchens: 'kitchens',
  gallery: 'gallery',
  reviews: 'reviews',
  users: 'users',
} as const;
