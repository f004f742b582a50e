// Receipts (decision 130): what an order or a meal comes to once the cook completed it,
// numbered per kitchen. Functions write receipts/{orderId or mealId}; its buyer and its cook read
// it on /receipt/{id} and in the buyer's mail. Pure code, for web, functions and tests alike.
// Apart from documents.ts: only the receipt page and the mail read receipts, so the first load
// of the lists carries none of this.
import {
  fromShape,
  readFields,
  type DocumentData,
  type FieldKind,
  type Shape,
} from './documents.js';
import { currencyOf, type Currency } from './money.js';

/** One dish of a receipt: `total` is `unitPrice × quantity`, to the cent. */
export interface ReceiptLine {
  foodName: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

/** receipts/{id} as the pages show it: the id is the order's, or the meal's. */
export interface Receipt {
  _id: string;
  /** The kitchen's count: 1, 2, 3… per cook, no gap, no repeat. */
  number: number;
  cookUid: string;
  cookName: string;
  buyerUid: string;
  buyerName: string;
  pickupArea: string | null;
  lines: ReceiptLine[];
  total: number;
  currency: Currency;
  /** When the cook completed the (last) order, as ISO text. */
  completedAt: string | null;
}

/** Money in whole cents, so that sums of many prices stay exact. */
const cents = (amount: number) => Math.round(amount * 100);

/** The receipt's lines, each with its total, and the sum of them, all to the cent. */
export function receiptTotals(
  lines: readonly { foodName: string; quantity: number; price: number }[],
) {
  const priced = lines.map((line) => ({
    foodName: line.foodName,
    quantity: line.quantity,
    unitPrice: line.price,
    total: (cents(line.price) * line.quantity) / 100,
  }));
  const total = priced.reduce((sum, line) => sum + cents(line.total), 0) / 100;
  return { lines: priced, total };
}

const receiptShape = {
  number: 'number',
  cookUid: 'text',
  cookName: 'text',
  buyerUid: 'text',
  buyerName: 'text',
  pickupArea: 'optionalText',
  total: 'number',
  completedAt: 'time',
  // lines and currency are read apart (receiptFromDocument).
} as const satisfies Shape<Omit<Receipt, 'lines' | 'currency'>>;

const receiptLineShape = {
  foodName: 'text',
  quantity: 'number',
  unitPrice: 'number',
  total: 'number',
} as const satisfies { readonly [K in keyof ReceiptLine]: FieldKind };

/** receipts/{id} as stored: each line read to its kinds, an unknown currency as USD. */
export function receiptFromDocument(id: string, data: DocumentData): Receipt {
  const { lines, currency } = data as { lines?: unknown; currency?: unknown };
  return {
    ...fromShape<Omit<Receipt, 'lines' | 'currency'>>(receiptShape, id, data),
    lines: (Array.isArray(lines) ? lines : []).map((line: unknown) =>
      readFields<ReceiptLine>(receiptLineShape, typeof line === 'object' && line ? line : {}),
    ),
    currency: currencyOf(currency),
  };
}
