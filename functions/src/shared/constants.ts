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

/** Popup durations of the spec's error catalogue, in milliseconds. */
export const popupMs = {
  registered: 1500,
  loggedIn: 1000,
  purchaseWarning: 3500,
  purchased: 1500,
  galleryAdded: 1000,
  foodAdded: 1500,
  deleted: 1500,
  foodUpdated: 1500,
  reviewAdded: 2500,
} as const;

export const addFoodReenableMs = 3000;
export const reviewAutoplayMs = 2500;
export const reviewSpacing = 30;
