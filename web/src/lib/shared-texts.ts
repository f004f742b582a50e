// The shared code's texts (functions/src/shared: the spec's and the contract's messages, which
// the functions and the facade answer with in English) in the page's language (decision 210):
// each as a Lingui message, found by its English. A test holds every message to its English, so
// the two never drift apart. The web shows a form's error, a refusal or a popup of the shared
// code through `pageText`.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { limits } from '@shared/constants';
import { kitchenLimits, kitchenMessages } from '@shared/kitchen-messages';
import { mealLimits, mealMessages } from '@shared/meal-messages';
import { messages } from '@shared/messages';
import type { Currency } from '@shared/money';
import { i18n } from './i18n';

type Texts<T> = { readonly [K in keyof T as T[K] extends string ? K : never]: MessageDescriptor };

export const messageTexts: Texts<typeof messages> = {
  nameRequired: msg`Name is required`,
  emailRequired: msg`Email is required`,
  passwordRequired: msg`Password is required`,
  photoUrlRequired: msg`PhotoURL is required`,
  passwordUppercase: msg`Password must have at least one uppercase letter`,
  passwordLowercase: msg`Password must have at least one lowercase letter`,
  passwordLength: msg`Password length must be at least 6 characters`,
  loginPasswordLength: msg`Must be 6 characters`,
  foodNameRequired: msg`Food Name is required`,
  imageUrlRequired: msg`Image URL is required`,
  selectOne: msg`Select at least one`,
  quantityRequired: msg`Quantity is required`,
  priceRequired: msg`Price is required`,
  fieldRequired: msg`This field is required`,
  buyerNameRequired: msg`Buyer Name is required`,
  buyerEmailRequired: msg`Buyer Email is required`,
  buyingDateRequired: msg`Buying Date is required`,
  registered: msg`Registration successfully!`,
  loggedIn: msg`Login successfully!`,
  foodUnavailable: msg`This food isn't available!`,
  ownFood: msg`Can't buy your own food!`,
  overQuantity: msg`Can't buy more than quantity!`,
  atLeastOne: msg`At least order a single product!`,
  purchased: msg`Successfully Purchased The Food!`,
  galleryAdded: msg`Add to Gallery successfully!`,
  foodAdded: msg`Successfully Added Food!`,
  deleted: msg`Deleted Successfully!`,
  foodUpdated: msg`Updated Successfully!`,
  reviewAdded: msg`Your review add successfully!`,
  invalidUrl: msg`Enter a web address starting with https:// or http://`,
  invalidEmail: msg`Enter a valid e-mail address`,
  invalidNumber: msg`Enter a number`,
  wholeNumber: msg`Enter a whole number`,
  invalidText: msg`Remove control or invisible characters`,
  priceNegative: msg`Price cannot be negative`,
  priceMax: msg`Price can be at most ${limits.priceMax}`,
  priceFormat: msg`Enter a price like 12 or 12.50`,
  quantityNegative: msg`Quantity cannot be negative`,
  quantityMax: msg`Quantity can be at most ${limits.quantityMax}`,
  buyingDateFormat: msg`Use the format YYYY/MM/DD HH:mm:ss`,
  onOrOff: msg`On or off`,
  allergenChoice: msg`Choose from the 14 allergens`,
  allergenTwice: msg`Each allergen once`,
  dietChoice: msg`Choose Veg, Egg or Non-veg`,
  dietTagChoice: msg`Choose from Vegan, Halal, Jain, No beef, No pork`,
  ingredientsRequired: msg`Ingredients are required`,
  orderInKitchen: msg`The cook has accepted this order and is preparing it: it can no longer be cancelled.`,
  orderMoveRefused: msg`This order can no longer be moved that way: it has changed in the meantime.`,
  accountBlocked: msg`This account is blocked.`,
  hiddenByModerators: msg`Hidden by the moderators`,
  accountDisabled: msg`This account has been disabled.`,
  sessionEnded: msg`Your session has ended. Please sign in again.`,
  photoUnusable: msg`This file isn't a photo we can use.`,
  photoTooMany: msg`You have sent 30 photos in the last hour. Please try again later.`,
};

export const kitchenTexts: Texts<typeof kitchenMessages> = {
  kitchenSaved: msg`Kitchen saved!`,
  notTakingOrders: msg`Not taking orders right now`,
  kitchenPaused: msg`This kitchen isn't taking orders right now!`,
  needsMoreTime: msg`The kitchen needs more time to cook!`,
  pickupOutsideHours: msg`Pick a pickup time within the kitchen's hours!`,
  slotFull: msg`This pickup time is full. Pick another!`,
  slotFullMark: msg`(full)`,
  pickupAreaRequired: msg`Pickup area is required`,
  pickupAddressRequired: msg`Pickup address is required`,
  timeFormat: msg`Use the 24-hour clock, like 09:30`,
  closesAfterOpens: msg`Closes at must be later than Opens at`,
  leadMinutes: msg`Enter whole minutes from 0 to ${kitchenLimits.leadMinutesMax}`,
  timeZone: msg`Choose a time zone from the list`,
  perSlot: msg`Enter a whole number from 1 to ${kitchenLimits.perSlotMax}, or leave it empty for no limit`,
  answerMinutes: msg`Enter whole minutes from 1 to ${kitchenLimits.answerMinutesMax}, or leave it empty for 30`,
  currency: msg`Choose US dollars, Bangladeshi taka or Indian rupees`,
};

export const mealTexts: Texts<typeof mealMessages> = {
  addToMeal: msg`Add to meal`,
  added: msg`Added to your meal!`,
  startNewTitle: msg`Start a new meal?`,
  startNew: msg`Start a new meal`,
  keep: msg`Keep my meal`,
  myMeal: msg`My meal`,
  quantity: msg`Quantity`,
  remove: msg`Remove`,
  total: msg`Total`,
  pickupTime: msg`Pickup time`,
  placeOrder: msg`Place order`,
  ordered: msg`Your meal is ordered!`,
  empty: msg`Your meal is empty.`,
  oneKitchen: msg`A meal comes from one kitchen!`,
  tooManyDishes: msg`A meal holds at most ${mealLimits.linesMax} dishes`,
  tooManyUnits: msg`At most ${mealLimits.lineQuantityMax} of one dish in a meal`,
};

/**
 * The shared texts that take a value (functions there): each with its message, which takes the
 * same value. `pageText` finds them by their English around the value.
 */
export const textsWithValue = {
  tooLong: {
    english: messages.tooLong,
    text: (max: number | string) => i18n._(msg`At most ${max} characters`),
  },
  otherKitchen: {
    english: mealMessages.otherKitchen,
    text: (cookName: string) =>
      i18n._(msg`Your meal is from ${cookName}'s kitchen. A meal comes from one kitchen.`),
  },
} as const;

/** The kitchens' currencies (`currencyNames` of the shared code) in the page's language. */
export const currencyTexts: Readonly<Record<Currency, MessageDescriptor>> = {
  USD: msg`US dollars ($)`,
  BDT: msg`Bangladeshi taka (৳)`,
  INR: msg`Indian rupees (₹)`,
};

/** Each shared English text with its Lingui message. */
const byEnglish = new Map<string, MessageDescriptor>(
  (
    [
      [messages, messageTexts],
      [kitchenMessages, kitchenTexts],
      [mealMessages, mealTexts],
    ] as [Record<string, unknown>, Record<string, MessageDescriptor>][]
  ).flatMap(([english, texts]) =>
    Object.entries(texts).map(([key, text]) => [english[key] as string, text] as const),
  ),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const slot = '\u0000';

/** Each text with a value as a pattern of its English, with what shows it. */
const byPattern = Object.values(textsWithValue).map(({ english, text }) => {
  const [before = '', after = ''] = english(slot as never).split(slot);
  return {
    pattern: new RegExp(`^${escape(before)}(.+)${escape(after)}$`, 's'),
    text: text as (value: string) => string,
  };
});

/** A text of the shared code (or a function's answer) in the page's language; others as they are. */
export function pageText(text: string): string {
  const known = byEnglish.get(text);
  if (known) return i18n._(known);
  for (const { pattern, text: show } of byPattern) {
    const value = pattern.exec(text)?.[1];
    if (value !== undefined) return show(value);
  }
  return text;
}
