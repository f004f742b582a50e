// Every text of the order mails, in English: the source messages of the Lingui catalogs in
// ./locales ({en,bn,hi}.po, whose msgid is this English). Names and dishes are placeholders
// ({buyer}, {dishes}…): what people wrote goes into every language as written. A test holds the
// catalogs to this list, both ways (test/mail/catalogs.test.ts).

export const mailTexts = {
  // new-order, to the cook
  newOrderSubject: 'New order from {buyer}: {dishes}',
  newOrderLead: '{buyer} ordered from your kitchen.',
  newOrderAction: 'Accept or decline it on Orders for my food:',
  // accepted, to the buyer
  acceptedSubject: '{cook} accepted your order: {dishes}',
  acceptedLead: '{cook} accepted your order. Collect it at the time and place below.',
  followAction: 'Follow your order on My ordered food:',
  // ready, to the buyer
  readySubject: 'Your order is ready: {dishes}',
  readyLead: '{cook} has your order ready for pickup.',
  // declined, to the buyer
  declinedSubject: '{cook} declined your order: {dishes}',
  declinedLead: '{cook} could not take your order this time. Nothing is due.',
  buyerSeeAction: 'See your orders on My ordered food:',
  // cancelled, to the cook
  cancelledSubject: '{buyer} cancelled an order: {dishes}',
  cancelledLead: '{buyer} cancelled this order. You need not cook it; the units are back in stock.',
  cookSeeAction: 'See your orders on Orders for my food:',
  // expired, to the buyer
  expiredSubject: 'Your order expired: {dishes}',
  expiredLead: '{cook} did not answer your order in time, so it expired. Nothing is due.',
  // receipt, to the buyer
  receiptSubject: 'Receipt {number} from {cook}: {dishes}, {total}',
  receiptLead: '{cook} completed your order. This is your receipt, number {number}.',
  receiptAction: 'See or print it on FoodTable:',
  receiptLink: 'Receipt {number}',
  // The pages the links open.
  cookPage: 'Orders for my food',
  buyerPage: 'My ordered food',
  // What the subject calls the dishes: a meal's count (one dish is named as written).
  dishCount: '{count} dishes',
  yourOrder: 'your order',
  // Names and places the order does not hold.
  someBuyer: 'A buyer',
  theCook: 'The cook',
  notSet: 'not set',
  askTheCook: 'ask the cook',
  noAddressYet: 'the cook has not given an address yet; ask them',
  // The labels of the details and of the table.
  buyer: 'Buyer',
  cook: 'Cook',
  completed: 'Completed',
  pickupTime: 'Pickup time',
  pickupArea: 'Pickup area',
  pickupAddress: 'Pickup address',
  total: 'Total',
  dish: 'Dish',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  // A line of the text part; a receipt adds the line's total.
  line: '- {dish} × {quantity} ({price} each)',
  receiptLine: '- {dish} × {quantity} ({price} each): {total}',
  // The footer, in the text part and (with typographic quotes) in the HTML part.
  footerText:
    'FoodTable. You get these mails because "E-mail me about my orders" is on in My account.',
  footerHtml:
    'FoodTable. You get these mails because “E-mail me about my orders” is on in My account.',
} as const;

export type MailText = keyof typeof mailTexts;
