// Limits and page sizes of the product spec, in one place for web and functions.

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
  ingredientsMax: 1000,
} as const;

export const pageSizes = {
  foods: 12,
  topSelling: 6,
  gallery: 12,
  reviews: 20,
  myFoods: 50,
  myOrders: 50,
} as const;
