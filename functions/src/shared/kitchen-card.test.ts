import { describe, expect, it } from 'vitest';
import { defaultKitchen, kitchenOf } from './kitchen-card.js';
import { kitchenFieldsSchema, kitchenSchema } from './kitchen.js';

// kitchenOf reads a stored card without zod; the schemas say what a valid card is. For every
// value below, the reader keeps a field exactly when the card's schema accepts it, and keeps it
// as the schema would leave it (the area trimmed).
const sound = {
  pickupArea: 'Dhanmondi',
  openFrom: '09:00',
  openTo: '21:00',
  leadMinutes: 30,
  timeZone: 'Asia/Dhaka',
  paused: false,
};

const counts = [1, 2, 30, 100, 101, 240, 241, 0, -1, 2.5, NaN, Infinity, '30', null, true];

const samples: Record<
  'pickupArea' | 'leadMinutes' | 'timeZone' | 'perSlot' | 'answerMinutes',
  unknown[]
> = {
  perSlot: counts,
  answerMinutes: counts,
  pickupArea: [
    'Dhanmondi',
    '  Gulshan 2  ',
    '',
    '   ',
    'a',
    'x'.repeat(80),
    'x'.repeat(81),
    ` ${'x'.repeat(80)} `,
    'Mirpur\u200B',
    'Tab\there',
    'Line\nbreak',
    'Bell\u0007',
    42,
    null,
    ['Dhanmondi'],
  ],
  leadMinutes: [0, 1, 30, 1440, 1441, -1, 2.5, NaN, Infinity, '30', null, true],
  timeZone: [
    'UTC',
    'Asia/Dhaka',
    'America/Argentina/Buenos_Aires',
    'Etc/GMT+6',
    'Mars/Olympus_Mons',
    'asia/dhaka',
    'Asia//Dhaka',
    '/UTC',
    'A'.repeat(65),
    '',
    7,
    null,
  ],
};

describe('kitchenOf reads a card as its schema checks it', () => {
  for (const [field, values] of Object.entries(samples)) {
    it(`keeps ${field} exactly when the schema accepts it`, () => {
      const schema = kitchenFieldsSchema.shape[field as keyof typeof samples];
      for (const value of values) {
        const parsed = schema.safeParse(value);
        const read = kitchenOf({ ...sound, [field]: value });
        const fallback =
          field === 'pickupArea' ? null : defaultKitchen[field as keyof typeof defaultKitchen];
        expect(read[field as keyof typeof read], JSON.stringify(value)).toEqual(
          parsed.success ? parsed.data : fallback,
        );
      }
    });
  }

  it('keeps the hours exactly when both are clock times in order, as the schema does', () => {
    const times = ['00:00', '09:00', '21:00', '23:59', '24:00', '9:00', '09:60', '', 900, null];
    for (const openFrom of times)
      for (const openTo of times) {
        const card = { ...sound, openFrom, openTo };
        const read = kitchenOf(card);
        const accepted = kitchenSchema.safeParse(card).success;
        expect([read.openFrom, read.openTo], `${String(openFrom)}-${String(openTo)}`).toEqual(
          accepted ? [openFrom, openTo] : [defaultKitchen.openFrom, defaultKitchen.openTo],
        );
      }
  });

  it('reads a sound card whole, and a missing one as the defaults', () => {
    expect(kitchenOf(sound)).toEqual({
      ...sound,
      perSlot: null,
      answerMinutes: 30,
      currency: 'USD',
    });
    const limited = { ...sound, perSlot: 3, answerMinutes: 10, currency: 'BDT' };
    expect(kitchenOf(limited)).toEqual(limited);
    expect(kitchenOf(undefined)).toEqual(defaultKitchen);
    expect(kitchenOf({ ...sound, paused: 'yes' }).paused).toBe(false);
    expect(kitchenOf({ ...sound, currency: 'EUR' }).currency).toBe('USD');
  });
});
