// Business constants and fixed lists of the product spec, in one place for web and functions.

export const categories = [
  'Rice Dishes',
  'Curries and Gravies',
  'Tandoori and Grilled Dishes',
  'Breads and Rotis',
  'Street Food Specialties',
  'Seafood',
  'Vegetarian Delicacies',
  'Beverages',
  'Desserts and Sweets',
  'Traditional Specialties',
] as const;
export type Category = (typeof categories)[number];

// 'Afganistan' is spelt as the spec spells it: stored data and old clients use this spelling.
export const countries = [
  'Bangladesh',
  'India',
  'Indonesia',
  'Malaysia',
  'Pakistan',
  'Afganistan',
] as const;
export type Country = (typeof countries)[number];

export const limits = {
  passwordMin: 6,
  foodNameMax: 80,
  userNameMax: 80,
  urlMax: 2048,
  descriptionMax: 1000,
  priceMax: 100_000,
  quantityMax: 100_000,
  feedbackMax: 200,
  reviewTitleMax: 100,
  reviewTextMax: 1000,
  emailMax: 254,
} as const;

export const pageSizes = {
  foods: 12,
  topSelling: 6,
  gallery: 12,
  reviews: 20,
  myFoods: 50,
  myOrders: 50,
} as const;
