// One zod schema per input: the web forms, the callable, the REST facade and the rules tests
// all check the same limits with the same messages.
import { languages } from './languages.js';
import { z } from './zod.js';
import { categories, countries } from './catalog.js';
import { limits } from './constants.js';
import { kitchenMessages } from './kitchen-messages.js';
import { messages } from './messages.js';
import { countText, parseNumberText, priceText, type NumberTextRule } from './number-text.js';
import { parseIsoInstant } from './pickup-times.js';
import {
  allergens,
  declarationFields,
  diets,
  dietTags,
  type DeclarationField,
  type FoodDeclaration,
} from './declaration.js';
import { contradictions } from './declaration-text.js';
import { hiddenCharacters } from './text-rules.js';

/**
 * http(s) URLs, or a site path like `/images/x.svg` (seed images); never `//host`, `/\\host`
 * (browsers read a backslash there as a slash: another host), `javascript:` or `data:`.
 */
export const imageUrlPattern = /^(https?:\/\/[^\s/][^\s]*|\/[^/\\\s][^\s]*)$/;

export const buyingDatePattern = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/;

/** Text a person types: trimmed, not blank, at most `max` characters, no hidden characters. */
export const text = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `At most ${max} characters`)
    .refine((value) => !hiddenCharacters.test(value), messages.invalidText);

const imageUrl = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(limits.urlMax, `At most ${limits.urlMax} characters`)
    .regex(imageUrlPattern, messages.invalidUrl);

const email = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(limits.emailMax)
    .pipe(z.email(messages.invalidEmail));

const price = z
  .number({ error: messages.invalidNumber })
  .min(0, 'Price cannot be negative')
  .max(limits.priceMax, `Price can be at most ${limits.priceMax}`);

const stock = z
  .number({ error: messages.invalidNumber })
  .int(messages.wholeNumber)
  .min(0, 'Quantity cannot be negative')
  .max(limits.quantityMax, `Quantity can be at most ${limits.quantityMax}`);

const priceFormat = 'Enter a price like 12 or 12.50';

interface NumberTextMessages {
  /** Nothing given, or only spaces. */
  required: string;
  /** Text that is not plain decimal digits under the rule (parseNumberText). */
  badText: string;
  /** Neither text nor a number (null, true, an object); "Enter a number" unless given. */
  notNumber?: string;
}

/** Reads a number given as text with the one strict rule of number-text.ts, or says why not. */
const readNumberText =
  (rule: NumberTextRule, text: NumberTextMessages) =>
  (value: unknown, ctx: z.core.$RefinementCtx<unknown>): number => {
    if (typeof value === 'number') return value;
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) {
      ctx.issues.push({ code: 'custom', message: text.required, input: value });
      return z.NEVER;
    }
    const number = typeof value === 'string' ? parseNumberText(value, rule) : null;
    if (number === null) {
      const message =
        typeof value === 'string' ? text.badText : (text.notNumber ?? messages.invalidNumber);
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return number;
  };

/** A form field typed as text: "12.50" is 12.5, and "1e3" or "0x10" are refused, not 1000 and 16. */
const numberText = (rule: NumberTextRule, text: NumberTextMessages, inner: z.ZodNumber) =>
  z.string({ error: text.required }).transform(readNumberText(rule, text)).pipe(inner);

/** The facade's numbers: a JSON number as it is, or text read as the forms read it. */
const numberOrText = (rule: NumberTextRule, text: NumberTextMessages, inner: z.ZodNumber) =>
  z.unknown().transform(readNumberText(rule, text)).pipe(inner);

const priceMessages = { required: messages.priceRequired, badText: priceFormat };
const stockMessages = { required: messages.quantityRequired, badText: messages.wholeNumber };
const orderQuantityMessages = {
  required: messages.atLeastOne,
  badText: messages.atLeastOne,
  notNumber: messages.atLeastOne,
};

// ---------------------------------------------------------------- what's in the food

const declarationMessages = {
  allergen: 'Choose from the 14 allergens',
  twice: 'Each allergen once',
  diet: 'Choose Veg, Egg or Non-veg',
  dietTag: 'Choose from Vegan, Halal, Jain, No beef, No pork',
  ingredientsRequired: 'Ingredients are required',
} as const;

/** A list of distinct values of `options` (may be empty). */
const distinctList = <T extends string>(options: readonly [T, ...T[]], message: string) =>
  z
    .array(z.enum(options, { error: message }), { error: message })
    .max(options.length, declarationMessages.twice)
    .refine((values) => new Set(values).size === values.length, declarationMessages.twice);

/** A list of distinct allergens of the 14: what the dish contains, may contain, or a diner avoids. */
const allergenListSchema = distinctList(allergens, declarationMessages.allergen);

/** Each of the five fields alone; `foodDeclarationSchema` adds the contradictions. */
const declarationFieldsSchema = z
  .object({
    allergens: allergenListSchema,
    mayContain: allergenListSchema,
    ingredients: text(limits.ingredientsMax, declarationMessages.ingredientsRequired),
    diet: z.enum(diets, { error: declarationMessages.diet }),
    dietTags: distinctList(dietTags, declarationMessages.dietTag),
  })
  .strict();

/**
 * Adds the contradictions (contract) to a schema holding the five fields: each is an issue on
 * the field the facade names, or on `at` when given (the form shows them under itself).
 */
function withDeclarationChecks<S extends z.ZodType<FoodDeclaration>>(schema: S, at?: string) {
  return schema.superRefine((value, ctx) => {
    for (const { field, message } of contradictions(value)) {
      ctx.addIssue({ code: 'custom', message, path: [at ?? (field as DeclarationField)] });
    }
  });
}

/** A declaration alone, checked whole: values and contradictions. */
export const foodDeclarationSchema = withDeclarationChecks(declarationFieldsSchema);

// ---------------------------------------------------------------- foods

/** The seven fields a food's owner chooses; the rest of the document is derived. */
export const foodFieldsSchema = z
  .object({
    foodName: text(limits.foodNameMax, messages.foodNameRequired),
    imageURL: imageUrl(messages.imageUrlRequired),
    category: z.enum(categories, { error: messages.selectOne }),
    country: z.enum(countries, { error: messages.selectOne }),
    price,
    quantity: stock,
    description: text(limits.descriptionMax, messages.fieldRequired),
  })
  .strict();
export type FoodFields = z.infer<typeof foodFieldsSchema>;

/** Where the add and update forms show a contradiction: under the form, not under one field. */
export const contradictionKey = 'declaration';

/**
 * The add and update forms: price and quantity are typed as text and stored as numbers; the
 * declaration is required and checked whole (contradictions under the form).
 */
export const foodFormSchema = withDeclarationChecks(
  foodFieldsSchema
    .extend({
      price: numberText(priceText, priceMessages, price),
      quantity: numberText(countText, stockMessages, stock),
    })
    .extend(declarationFieldsSchema.shape),
  contradictionKey,
);
export type FoodFormInput = z.input<typeof foodFormSchema>;
/** What the add and update forms save: the seven fields and the declaration. */
export type DeclaredFoodFields = z.output<typeof foodFormSchema>;

/**
 * What the add and update forms send their route: the form's output (price and quantity are
 * numbers by then), checked again whole before it is written.
 */
export const declaredFoodSchema = withDeclarationChecks(
  foodFieldsSchema.extend(declarationFieldsSchema.shape),
  contradictionKey,
);

/**
 * POST /myFoods on the facade: as the form, and price and quantity may also be JSON numbers
 * (decision 040). The old client's forms sent them as text.
 */
export const foodFieldsOrTextSchema = foodFieldsSchema.extend({
  price: numberOrText(priceText, priceMessages, price),
  quantity: numberOrText(countText, stockMessages, stock),
});

/**
 * The declaration on POST /myFoods: optional as a whole (an old client sends none), but one
 * field given means all five, checked as the forms check them (a bad value: 400 naming it).
 */
export function declarationOrNone(
  body: unknown,
): { ok: true; declaration: FoodDeclaration | null } | { ok: false; error: z.ZodError } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: true, declaration: null };
  }
  const sent = body as Record<string, unknown>;
  if (!declarationFields.some((field) => field in sent)) return { ok: true, declaration: null };
  const picked = Object.fromEntries(declarationFields.map((field) => [field, sent[field]]));
  const result = foodDeclarationSchema.safeParse(picked);
  return result.success
    ? { ok: true, declaration: result.data }
    : { ok: false, error: result.error };
}

// ---------------------------------------------------------------- orders

const orderQuantity = z
  .number({ error: messages.atLeastOne })
  .int(messages.atLeastOne)
  .min(1, messages.atLeastOne)
  .max(limits.quantityMax, messages.overQuantity);

export const placeOrderSchema = z
  .object({
    // A document id, never a path: a `/` would make the Admin SDK throw (a 500) or walk away.
    foodId: z
      .string()
      .min(1)
      .max(128)
      .regex(/^[A-Za-z0-9_-]+$/),
    quantity: orderQuantity,
    buyingDate: z.string().regex(buyingDatePattern).optional(),
    // Lets a client retry after a lost answer without placing a second order.
    requestId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
    // When the buyer will collect it: an ISO 8601 instant with `Z` or an offset. Whether the
    // kitchen takes that time is the purchase's to say (pickup-times.ts).
    pickupAt: z
      .string({ error: kitchenMessages.pickupOutsideHours })
      .max(40, kitchenMessages.pickupOutsideHours)
      .refine((value) => parseIsoInstant(value) !== null, kitchenMessages.pickupOutsideHours)
      .optional(),
  })
  .strict();
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

/** POST /orderFood on the facade: the old client's form sent the quantity as text. */
export const placeOrderOrTextSchema = placeOrderSchema.extend({
  quantity: numberOrText(countText, orderQuantityMessages, orderQuantity),
});

export const purchaseFormSchema = z.object({
  foodName: z.string().min(1, messages.foodNameRequired),
  price: z.string().min(1, messages.priceRequired),
  // The stock limit is the purchase's to say ("Can't buy more than quantity!").
  quantity: numberText(
    countText,
    { required: messages.quantityRequired, badText: messages.atLeastOne },
    z.number().min(1, messages.atLeastOne),
  ),
  buyerName: z.string().min(1, messages.buyerNameRequired),
  buyerEmail: z.string().min(1, messages.buyerEmailRequired),
  buyingDate: z
    .string()
    .trim()
    .min(1, messages.buyingDateRequired)
    .regex(buyingDatePattern, 'Use the format YYYY/MM/DD HH:mm:ss'),
});
export type PurchaseFormInput = z.input<typeof purchaseFormSchema>;

// ---------------------------------------------------------------- gallery and reviews

export const galleryEntrySchema = z
  .object({
    imageURL: imageUrl(messages.imageUrlRequired),
    feedback: text(limits.feedbackMax, messages.fieldRequired),
  })
  .strict();
export type GalleryEntryInput = z.infer<typeof galleryEntrySchema>;

export const reviewSchema = z
  .object({
    title: text(limits.reviewTitleMax, messages.fieldRequired),
    review: text(limits.reviewTextMax, messages.fieldRequired),
  })
  .strict();
export type ReviewInput = z.infer<typeof reviewSchema>;

// ---------------------------------------------------------------- accounts

export const registerSchema = z.object({
  name: text(limits.userNameMax, messages.nameRequired),
  email: email(messages.emailRequired),
  // Checked in the spec's order: the first failing rule is the message shown.
  password: z
    .string()
    .min(1, messages.passwordRequired)
    .regex(/[A-Z]/, messages.passwordUppercase)
    .regex(/[a-z]/, messages.passwordLowercase)
    .min(limits.passwordMin, messages.passwordLength),
  photoURL: imageUrl(messages.photoUrlRequired),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z.string().trim().min(1, messages.emailRequired),
  password: z
    .string()
    .min(1, messages.passwordRequired)
    .min(limits.passwordMin, messages.loginPasswordLength),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** users/{uid}: the profile the app keeps beside the Auth account. Never a password. */
export const userProfileSchema = z
  .object({
    displayName: text(limits.userNameMax, messages.nameRequired),
    email: email(messages.emailRequired),
    photoURL: z.union([z.literal(''), imageUrl(messages.photoUrlRequired)]),
  })
  .strict();
export type UserProfileInput = z.infer<typeof userProfileSchema>;

/**
 * users/{uid}'s choices: on /myAccount the allergies a diner avoids and order e-mails; the
 * language mail goes out in (`en`, `bn`, `hi`).
 */
export const accountChoicesSchema = z
  .object({
    avoid: allergenListSchema,
    emailOrders: z.boolean({ error: 'On or off' }),
    lang: z.enum(languages),
  })
  .partial()
  .strict();

/** The first message of each invalid field, as forms and the facade's `fields` show them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
