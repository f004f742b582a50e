// Every user-facing text of the spec's validation rules and error catalogue, spelt as the spec
// spells it. Tests outside the project look for these exact strings.
import { limits } from './constants.js';

export const messages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  photoUrlRequired: 'PhotoURL is required',
  passwordUppercase: 'Password must have at least one uppercase letter',
  passwordLowercase: 'Password must have at least one lowercase letter',
  passwordLength: 'Password length must be at least 6 characters',
  loginPasswordLength: 'Must be 6 characters',

  foodNameRequired: 'Food Name is required',
  imageUrlRequired: 'Image URL is required',
  selectOne: 'Select at least one',
  quantityRequired: 'Quantity is required',
  priceRequired: 'Price is required',
  fieldRequired: 'This field is required',
  buyerNameRequired: 'Buyer Name is required',
  buyerEmailRequired: 'Buyer Email is required',
  buyingDateRequired: 'Buying Date is required',

  registered: 'Registration successfully!',
  loggedIn: 'Login successfully!',
  foodUnavailable: "This food isn't available!",
  ownFood: "Can't buy your own food!",
  overQuantity: "Can't buy more than quantity!",
  atLeastOne: 'At least order a single product!',
  purchased: 'Successfully Purchased The Food!',
  galleryAdded: 'Add to Gallery successfully!',
  foodAdded: 'Successfully Added Food!',
  deleted: 'Deleted Successfully!',
  // Not in the spec (its update page is not shown): the same voice as the other popups.
  foodUpdated: 'Updated Successfully!',
  reviewAdded: 'Your review add successfully!',

  // Not in the spec: texts for the rules the spec leaves unsaid.
  invalidUrl: 'Enter a web address starting with https:// or http://',
  invalidEmail: 'Enter a valid e-mail address',
  invalidNumber: 'Enter a number',
  wholeNumber: 'Enter a whole number',
  invalidText: 'Remove control or invisible characters',
  tooLong: (max: number) => `At most ${max} characters`,
  priceNegative: 'Price cannot be negative',
  priceMax: `Price can be at most ${limits.priceMax}`,
  priceFormat: 'Enter a price like 12 or 12.50',
  quantityNegative: 'Quantity cannot be negative',
  quantityMax: `Quantity can be at most ${limits.quantityMax}`,
  buyingDateFormat: 'Use the format YYYY/MM/DD HH:mm:ss',
  onOrOff: 'On or off',

  // What's in the food (contract, "What's in the food"): the declaration's fields.
  allergenChoice: 'Choose from the 14 allergens',
  allergenTwice: 'Each allergen once',
  dietChoice: 'Choose Veg, Egg or Non-veg',
  dietTagChoice: 'Choose from Vegan, Halal, Jain, No beef, No pork',
  ingredientsRequired: 'Ingredients are required',

  // The live kitchen (not in the spec).
  orderInKitchen:
    'The cook has accepted this order and is preparing it: it can no longer be cancelled.',
  orderMoveRefused: 'This order can no longer be moved that way: it has changed in the meantime.',

  // Operators (the Firebase console): contract, "Operators".
  accountBlocked: 'This account is blocked.',
  hiddenByModerators: 'Hidden by the moderators',
  accountDisabled: 'This account has been disabled.',
  sessionEnded: 'Your session has ended. Please sign in again.',

  // Photos from the phone: contract, "Photos from the phone".
  photoUnusable: "This file isn't a photo we can use.",
  photoTooMany: 'You have sent 30 photos in the last hour. Please try again later.',
} as const;
