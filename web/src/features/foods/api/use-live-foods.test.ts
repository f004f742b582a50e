import { describe, expect, it } from 'vitest';
import { foodFromDocument } from '@shared';
import { isRefusal } from '@/lib/data/live';
import { foodAsShown } from './use-live-foods';

const stored = {
  foodName: 'Haleem',
  imageURL: '/images/foods/haleem.svg',
  category: 'Curries and Gravies',
  country: 'Pakistan',
  price: 9,
  quantity: 4,
  description: 'Slow-cooked wheat and meat.',
  userName: 'Hana Cook',
  userEmail: 'hana@foodtable.test',
  ownerUid: 'hana',
  orderCount: 2,
};
const loaded = foodFromDocument('f1', stored);

describe('a food page’s live copy (decision 140)', () => {
  it('shows what the page loaded until the live copy arrives', () => {
    expect(foodAsShown(loaded, { status: 'loading', data: null })).toBe(loaded);
  });

  it('follows the live copy: another buyer lowers the stock', () => {
    const shown = foodAsShown(loaded, {
      status: 'success',
      data: { id: 'f1', data: { ...stored, quantity: 1 } },
    });
    expect(shown?.quantity).toBe(1);
    expect(shown?.hidden).toBeUndefined();
  });

  it('marks the food for its author when an operator hides it (the rules still show it to them)', () => {
    const shown = foodAsShown(loaded, {
      status: 'success',
      data: { id: 'f1', data: { ...stored, hidden: true } },
    });
    expect(shown?.hidden).toBe(true);
    expect(shown?.foodName).toBe('Haleem');
  });

  it('is not available once the rules refuse this reader (hidden from everyone else)', () => {
    expect(foodAsShown(loaded, { status: 'refused', data: null })).toBeNull();
  });

  it('keeps what the page shows when the food is deleted: its purchase is refused anyway', () => {
    expect(foodAsShown(loaded, { status: 'success', data: null })).toBe(loaded);
  });
});

describe('which listener errors mean “not available”', () => {
  it('only the rules’ refusal; other failures still stop the live view', () => {
    const failure = (code: string) => Object.assign(new Error(code), { code });
    expect(isRefusal(failure('permission-denied'))).toBe(true);
    for (const code of ['unavailable', 'internal', 'resource-exhausted', 'unauthenticated'])
      expect(isRefusal(failure(code))).toBe(false);
    expect(isRefusal(new Error('offline'))).toBe(false);
    expect(isRefusal(null)).toBe(false);
  });
});
