import { describe, expect, it, vi } from 'vitest';
import {
  defaultKitchen,
  kitchenFormSchema,
  kitchenMessages,
  kitchenOf,
  kitchenSchema,
  type Kitchen,
} from './index.js';
import {
  earliestPickup,
  isKnownTimeZone,
  localTime,
  parseIsoInstant,
  pickupRefusal,
  pickupSlots,
  type KitchenHours,
} from './pickup-times.js';
import { fieldErrors, placeOrderSchema } from './schemas.js';

const at = (iso: string) => {
  const ms = parseIsoInstant(iso);
  if (ms === null) throw new Error(`not an instant: ${iso}`);
  return ms;
};
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 24 * 60 * 60_000;

const allDay = (timeZone: string, leadMinutes = 0): KitchenHours => ({
  openFrom: '00:00',
  openTo: '23:59',
  leadMinutes,
  timeZone,
  paused: false,
});
const dhaka: Kitchen = {
  pickupArea: 'Dhanmondi',
  openFrom: '10:00',
  openTo: '22:00',
  leadMinutes: 30,
  timeZone: 'Asia/Dhaka',
  paused: false,
  perSlot: null,
  answerMinutes: 30,
  currency: 'USD',
};
const london: KitchenHours = { ...dhaka, timeZone: 'Europe/London' };

/** The local times of the slots on one local date. */
const timesOn = (kitchen: KitchenHours, now: number, date: string) =>
  pickupSlots(kitchen, now)
    .filter((slot) => slot.date === date)
    .map((slot) => slot.time);

describe('local time in a zone, from Intl', () => {
  it('reads Dhaka (UTC+6, no daylight saving) and London in summer and winter', () => {
    expect(localTime(at('2026-06-01T19:00:00Z'), 'Asia/Dhaka')).toMatchObject({
      date: '2026-06-02',
      time: '01:00',
      offsetMs: minutes(360),
    });
    expect(localTime(at('2026-07-01T12:00:00Z'), 'Europe/London').time).toBe('13:00');
    expect(localTime(at('2026-01-15T12:00:00Z'), 'Europe/London').time).toBe('12:00');
  });
});

describe('which zones are known', () => {
  it('knows a zone Intl lists without building a formatter, and tries any other name on one', () => {
    // A page's first Intl.DateTimeFormat costs a slow phone some 60 ms; a dish's page reads
    // its kitchen's zone and formats no time in it.
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(isKnownTimeZone('Pacific/Chatham')).toBe(true);
      expect(isKnownTimeZone('UTC')).toBe(true);
      expect(built).not.toHaveBeenCalled();
      // An alias Intl accepts but does not list, and a name it does not know.
      expect(isKnownTimeZone('Etc/GMT+6')).toBe(true);
      expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(built).toHaveBeenCalledTimes(2);
    } finally {
      built.mockRestore();
    }
  });
});

describe('Europe/London across its daylight-saving changes', () => {
  // 2026-03-29: clocks go from 01:00 GMT to 02:00 BST. 2026-10-25: from 02:00 BST to 01:00 GMT.
  it('spring: the skipped hour has no slots, and the day has 23 hours of them', () => {
    const now = at('2026-03-28T23:50:00Z');
    const times = timesOn(allDay('Europe/London'), now, '2026-03-29');
    expect(times.slice(0, 5)).toEqual(['00:00', '00:15', '00:30', '00:45', '02:00']);
    expect(times.some((t) => t.startsWith('01:'))).toBe(false);
    expect(times).toHaveLength(23 * 4);
  });

  it('autumn: the repeated hour has its slots twice, and the day has 25 hours of them', () => {
    const now = at('2026-10-24T22:50:00Z');
    const slots = pickupSlots(allDay('Europe/London'), now).filter((s) => s.date === '2026-10-25');
    expect(slots.filter((s) => s.time === '01:15').map((s) => iso(s.at))).toEqual([
      '2026-10-25T00:15:00.000Z',
      '2026-10-25T01:15:00.000Z',
    ]);
    expect(slots).toHaveLength(25 * 4);
  });

  it('keeps the hours on the local clock: 10:00 is 10:00Z in winter and 09:00Z in summer', () => {
    const beforeChange = at('2026-03-28T08:00:00Z');
    expect(pickupRefusal(at('2026-03-28T10:00:00Z'), london, beforeChange)).toBeNull();
    expect(pickupRefusal(at('2026-03-28T09:45:00Z'), london, beforeChange)).toBe('hours');
    expect(pickupRefusal(at('2026-03-30T09:00:00Z'), london, beforeChange)).toBeNull();
    expect(pickupRefusal(at('2026-03-30T08:45:00Z'), london, beforeChange)).toBe('hours');
    expect(pickupRefusal(at('2026-03-30T21:00:00Z'), london, beforeChange)).toBeNull();
    expect(pickupRefusal(at('2026-03-30T21:15:00Z'), london, beforeChange)).toBe('hours');
  });

  it('the earliest time on the morning of the change is 10:00 BST', () => {
    expect(iso(earliestPickup(london, at('2026-03-29T00:30:00Z')))).toBe(
      '2026-03-29T09:00:00.000Z',
    );
  });

  it('a time in the skipped hour written with its offset is an instant like any other', () => {
    // 01:30+00:00 on the day of the change is 02:30 BST: within an all-day kitchen's hours.
    const now = at('2026-03-28T12:00:00Z');
    expect(pickupRefusal(at('2026-03-29T01:30:00+00:00'), allDay('Europe/London'), now)).toBeNull();
  });
});

describe('every slot of a week reads as Intl reads it', () => {
  /** The slots as Intl reads each instant: what pickupSlots gives, with Intl asked 672 times. */
  function eachReadByIntl(kitchen: KitchenHours, now: number) {
    const step = minutes(15);
    const earliest = now + minutes(kitchen.leadMinutes);
    const { offsetMs } = localTime(earliest, kitchen.timeZone);
    let instant = Math.ceil((earliest + offsetMs) / step) * step - offsetMs;
    if (instant < earliest) instant += step;
    const [from, to] = [kitchen.openFrom, kitchen.openTo].map((hhmm) =>
      minutes(Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))),
    ) as [number, number];
    const slots = [];
    for (; instant <= now + days(7); instant += step) {
      const local = localTime(instant, kitchen.timeZone);
      if (local.msOfDay >= from && local.msOfDay <= to)
        slots.push({ at: instant, date: local.date, time: local.time });
    }
    return slots;
  }

  // Weeks with a change of offset in them (a day whose two ends differ), and without.
  it.each([
    ['Europe/London', '2026-03-26T10:07:00Z'], // forward an hour on 03-29
    ['Europe/London', '2026-10-22T03:00:00Z'], // back an hour on 10-25
    ['America/New_York', '2026-03-05T17:20:00Z'], // forward on 03-08
    ['Australia/Lord_Howe', '2026-04-01T00:00:00Z'], // back half an hour on 04-05
    ['America/St_Johns', '2026-10-29T12:00:00Z'], // UTC-2:30 to -3:30 on 11-01
    ['Asia/Kathmandu', '2026-06-01T00:00:00Z'], // UTC+5:45, no change
    ['Asia/Dhaka', '2026-12-06T09:41:00Z'],
  ])('%s in the week from %s', (timeZone, from) => {
    for (const kitchen of [allDay(timeZone), { ...dhaka, timeZone }]) {
      const slots = pickupSlots(kitchen, at(from));
      expect(slots.length).toBeGreaterThan(7 * 12 * 4 - 4);
      expect(slots).toEqual(eachReadByIntl(kitchen, at(from)));
    }
  });
});

describe('across midnight', () => {
  it('after the last slot of the day, the earliest is the next morning in the kitchen’s zone', () => {
    // 21:45 in Dhaka: 21:45 + 30 min is past 22:00, so 10:00 tomorrow (04:00Z).
    expect(iso(earliestPickup(dhaka, at('2026-06-01T15:45:00Z')))).toBe('2026-06-02T04:00:00.000Z');
  });

  it('closing time itself is a pickup time (the hours include both ends)', () => {
    // 21:20 in Dhaka + 30 min = 21:50, the next quarter hour is 22:00.
    expect(iso(earliestPickup(dhaka, at('2026-06-01T15:20:00Z')))).toBe('2026-06-01T16:00:00.000Z');
    expect(pickupRefusal(at('2026-06-01T16:00:00Z'), dhaka, at('2026-06-01T15:20:00Z'))).toBeNull();
    expect(pickupRefusal(at('2026-06-01T16:00:30Z'), dhaka, at('2026-06-01T15:20:00Z'))).toBe(
      'hours',
    );
  });

  it('groups by the kitchen’s date, not UTC’s: 01:00 in Dhaka is the day after in UTC terms', () => {
    const now = at('2026-06-01T19:00:00Z'); // 2026-06-02 01:00 in Dhaka
    const [first] = pickupSlots(dhaka, now);
    expect(first).toEqual({ at: at('2026-06-02T04:00:00Z'), date: '2026-06-02', time: '10:00' });
  });

  it('an all-day kitchen offers 23:45 and then 00:00 of the next day', () => {
    const now = at('2026-06-01T23:30:00Z');
    const [a, b, c] = pickupSlots(allDay('UTC'), now);
    expect([a?.time, b?.time, c?.time]).toEqual(['23:30', '23:45', '00:00']);
    expect(c?.date).toBe('2026-06-02');
  });
});

describe('lead time', () => {
  const now = at('2026-06-01T06:00:00Z'); // noon in Dhaka

  it('refuses a time sooner than the lead time, and takes one exactly at it', () => {
    expect(pickupRefusal(now + minutes(29), dhaka, now)).toBe('lead');
    expect(pickupRefusal(now + minutes(30), dhaka, now)).toBeNull();
  });

  it('refuses a time in the past as outside the hours', () => {
    expect(pickupRefusal(now - minutes(1), dhaka, now)).toBe('hours');
  });

  it('starts the slots at the first quarter hour after the lead time', () => {
    const slightlyLater = now + minutes(1);
    expect(iso(earliestPickup(dhaka, slightlyLater))).toBe('2026-06-01T06:45:00.000Z');
    expect(iso(earliestPickup({ ...dhaka, leadMinutes: 0 }, now))).toBe(iso(now));
  });

  it('a lead of a whole day pushes the first slot a day on', () => {
    expect(iso(earliestPickup({ ...dhaka, leadMinutes: 1440 }, now))).toBe(
      '2026-06-02T06:00:00.000Z',
    );
  });
});

describe('seven days ahead', () => {
  const now = at('2026-06-01T06:00:00Z');
  const open = allDay('UTC');

  it('takes a time exactly 7 days ahead and refuses one a minute later', () => {
    expect(pickupRefusal(now + days(7), open, now)).toBeNull();
    expect(pickupRefusal(now + days(7) + minutes(1), open, now)).toBe('hours');
  });

  it('offers quarter hours up to 7 days ahead and no further', () => {
    const slots = pickupSlots(open, now);
    expect(slots.at(-1)?.at).toBe(now + days(7));
    // 7 days of 96 quarter hours, minus the minutes from 23:45 to 23:59 that are past closing.
    expect(slots.length).toBeLessThanOrEqual(7 * 96 + 1);
    expect(slots.length).toBeGreaterThan(6 * 96);
    expect(slots.every((s, i) => i === 0 || s.at > (slots[i - 1]?.at ?? 0))).toBe(true);
  });
});

describe('a paused kitchen', () => {
  it('takes no time at all', () => {
    const now = at('2026-06-01T06:00:00Z');
    const paused = { ...dhaka, paused: true };
    expect(pickupRefusal(now + minutes(60), paused, now)).toBe('paused');
    expect(pickupSlots(paused, now)).toEqual([]);
    expect(earliestPickup(paused, now)).toBeNull();
  });
});

describe('the contract’s defaults', () => {
  it('are a kitchen open 00:00–23:59 UTC, 30 minutes to cook and to answer, not paused, no area, no slot limit, in dollars', () => {
    expect(kitchenOf(undefined)).toEqual({
      pickupArea: null,
      openFrom: '00:00',
      openTo: '23:59',
      leadMinutes: 30,
      timeZone: 'UTC',
      paused: false,
      perSlot: null,
      answerMinutes: 30,
      currency: 'USD',
    });
    expect(kitchenOf(null)).toEqual(defaultKitchen);
  });

  it('give the first quarter hour 30 minutes from now, also late in the UTC day', () => {
    expect(iso(earliestPickup(defaultKitchen, at('2026-06-01T12:01:00Z')))).toBe(
      '2026-06-01T12:45:00.000Z',
    );
    expect(iso(earliestPickup(defaultKitchen, at('2026-06-01T23:20:00Z')))).toBe(
      '2026-06-02T00:00:00.000Z',
    );
  });

  it('fill in each field of a stored kitchen that does not pass its schema', () => {
    expect(
      kitchenOf({
        pickupArea: '',
        openFrom: '25:00',
        openTo: '10:00',
        leadMinutes: -5,
        timeZone: 'Mars/Olympus',
        paused: 'yes',
      }),
    ).toEqual(defaultKitchen);
    expect(kitchenOf({ openFrom: '12:00', openTo: '11:00' })).toMatchObject({
      openFrom: '00:00',
      openTo: '23:59',
    });
    expect(kitchenOf({ ...dhaka, updatedAt: 'whenever' })).toEqual(dhaka);
  });
});

describe('pickupAt as sent by a client', () => {
  it.each([
    ['2026-06-02T10:00:00+06:00', '2026-06-02T04:00:00.000Z'],
    ['2026-06-02T04:00:00Z', '2026-06-02T04:00:00.000Z'],
    ['2026-06-02T04:00Z', '2026-06-02T04:00:00.000Z'],
    ['2026-06-02T04:00:00.250Z', '2026-06-02T04:00:00.250Z'],
    ['2026-06-01T23:00:00-05:00', '2026-06-02T04:00:00.000Z'],
    ['1970-01-01T00:00:00Z', '1970-01-01T00:00:00.000Z'],
  ])('reads %s as %s', (text, expected) => {
    expect(iso(parseIsoInstant(text))).toBe(expected);
  });

  it.each([
    'tomorrow',
    '',
    ' ',
    '2026-06-02',
    '2026-06-02T10:00:00', // no zone: the reader's clock would decide
    '2026-02-30T10:00:00Z', // Date.parse reads it as 2 March
    '2026-06-02T24:00:00Z',
    '2026-06-02T10:60:00Z',
    '2026-06-02T10:00:00+24:00',
    '99999-01-01T00:00:00Z',
    '+099999-01-01T00:00:00Z',
    '2026-06-02 10:00:00Z',
    '1780372800000',
  ])('refuses %j as not a date', (text) => {
    expect(parseIsoInstant(text)).toBeNull();
  });

  it('refuses a date in 1970 as outside the hours: it is in the past', () => {
    const now = at('2026-06-01T06:00:00Z');
    expect(pickupRefusal(at('1970-01-01T00:00:00Z'), defaultKitchen, now)).toBe('hours');
  });

  it.each([['tomorrow'], [''], [1780372800000], [null], ['99999-01-01T00:00:00Z']])(
    'placeOrderSchema refuses pickupAt %j with the contract’s message',
    (pickupAt) => {
      const result = placeOrderSchema.safeParse({ foodId: 'f1', quantity: 1, pickupAt });
      expect(result.success).toBe(false);
      if (!result.success)
        expect(fieldErrors(result.error).pickupAt).toBe(kitchenMessages.pickupOutsideHours);
    },
  );

  it('placeOrderSchema takes an order without pickupAt, and with an ISO instant', () => {
    expect(placeOrderSchema.safeParse({ foodId: 'f1', quantity: 1 }).success).toBe(true);
    expect(
      placeOrderSchema.safeParse({ foodId: 'f1', quantity: 1, pickupAt: '2026-06-02T04:00Z' })
        .success,
    ).toBe(true);
  });
});

describe('the kitchen schema', () => {
  const valid = {
    pickupArea: 'Dhanmondi',
    openFrom: '10:00',
    openTo: '22:00',
    leadMinutes: 30,
    timeZone: 'Asia/Dhaka',
    paused: false,
  };

  it('accepts a kitchen, and the form with its address', () => {
    expect(kitchenSchema.safeParse(valid).success).toBe(true);
    expect(
      kitchenFormSchema.safeParse({ ...valid, pickupAddress: 'House 12, Road 5, Dhanmondi' })
        .success,
    ).toBe(true);
  });

  it.each([
    [{ openTo: '10:00' }, 'openTo', kitchenMessages.closesAfterOpens],
    [{ openFrom: '23:00' }, 'openTo', kitchenMessages.closesAfterOpens],
    [{ openFrom: '9:00' }, 'openFrom', kitchenMessages.timeFormat],
    [{ openTo: '24:00' }, 'openTo', kitchenMessages.timeFormat],
    [{ leadMinutes: 1441 }, 'leadMinutes', kitchenMessages.leadMinutes],
    [{ leadMinutes: 2.5 }, 'leadMinutes', kitchenMessages.leadMinutes],
    [{ leadMinutes: Number.NaN }, 'leadMinutes', kitchenMessages.leadMinutes],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', kitchenMessages.timeZone],
    [{ timeZone: '../etc' }, 'timeZone', kitchenMessages.timeZone],
    [{ pickupArea: '  ' }, 'pickupArea', kitchenMessages.pickupAreaRequired],
  ])('refuses %j on %s', (change, field, message) => {
    const result = kitchenSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)[field]).toBe(message);
  });

  it('refuses a form without an address, and any key it does not know', () => {
    const noAddress = kitchenFormSchema.safeParse({ ...valid, pickupAddress: '' });
    expect(noAddress.success).toBe(false);
    expect(kitchenSchema.safeParse({ ...valid, pickupAddress: 'x' }).success).toBe(false);
  });
});
