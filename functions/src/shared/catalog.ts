// The spec's fixed lists of categories and countries, apart from the other constants: pages of
// the first load read a page size from constants.ts without carrying these lists along.

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
