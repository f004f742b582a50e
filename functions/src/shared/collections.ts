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
  /**
   * pickupSlots/{cookUid}_{at}: the orders one pickup time of a kitchen with `perSlot` holds
   * (`taken`), public so that forms can mark full times; written by functions only.
   */
  pickupSlots: 'pickupSlots',
  /** photos/{photoId}, each width under photos/{photoId}/widths/{width}: functions only. */
  photos: 'photos',
  /** photoQuotas/{uid}: when an account sent its photos of the last hour; functions only. */
  photoQuotas: 'photoQuotas',
  /** receipts/{orderId or mealId}: written once by functions; its buyer and cook read it. */
  receipts: 'receipts',
} as const;

/** The document id of the private address under kitchens/{uid}/private. */
export const pickupAddressDocId = 'pickup';

export const kitchenPaths = {
  kitchen: (uid: string) => `kitchens/${uid}`,
  /** The collection holding the private address (one document, `pickup`). */
  privateCollection: (uid: string) => `kitchens/${uid}/private`,
  pickupAddress: (uid: string) => `kitchens/${uid}/private/${pickupAddressDocId}`,
} as const;
