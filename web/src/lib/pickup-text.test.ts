import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeOf } from '@shared';
import { i18n } from './i18n';
import {
  clockText,
  pickupDayHeading,
  pickupSummary,
  pickupTimeText,
  shortZoneName,
} from './pickup-text';

const at = (iso: string) => Date.parse(iso);

describe('the kitchen’s area and hours', () => {
  it('reads "Pickup in Dhanmondi, 10:00–22:00", and without an area only the hours', () => {
    expect(pickupSummary({ pickupArea: 'Dhanmondi', openFrom: '10:00', openTo: '22:00' })).toBe(
      'Pickup in Dhanmondi, 10:00–22:00',
    );
    expect(pickupSummary({ pickupArea: null, openFrom: '00:00', openTo: '23:59' })).toBe(
      'Pickup 00:00–23:59',
    );
  });
});

describe('an order’s pickup time', () => {
  const pickupAt = '2026-11-23T12:30:00.000Z';

  it('is on the kitchen’s clock, without a zone name when the reader’s clock agrees', () => {
    expect(pickupTimeText(pickupAt, 'Asia/Dhaka', 'Asia/Dhaka')).toBe('Mon 23 Nov, 18:30');
  });

  it('names the kitchen’s zone when the reader is elsewhere', () => {
    expect(pickupTimeText(pickupAt, 'Asia/Dhaka', 'Europe/London')).toBe('Mon 23 Nov, 18:30 GMT+6');
    expect(pickupTimeText('2026-07-01T11:00:00Z', 'Europe/London', 'Asia/Dhaka')).toBe(
      'Wed 1 Jul, 12:00 BST',
    );
  });

  it('crosses midnight on the kitchen’s date, not the reader’s', () => {
    expect(pickupTimeText('2026-11-23T19:00:00Z', 'Asia/Dhaka', 'UTC')).toBe(
      'Tue 24 Nov, 01:00 GMT+6',
    );
  });

  it('says "Not set" for an order from before pickups', () => {
    expect(pickupTimeText(null, 'Asia/Dhaka', 'UTC')).toBe('Not set');
    expect(pickupTimeText(undefined, 'UTC', 'UTC')).toBe('Not set');
    expect(pickupTimeText('garbage', 'UTC', 'UTC')).toBe('Not set');
  });

  it('knows London’s names either side of the change', () => {
    expect(shortZoneName(at('2026-03-29T00:30:00Z'), 'Europe/London')).toBe('GMT');
    expect(shortZoneName(at('2026-03-29T01:30:00Z'), 'Europe/London')).toBe('BST');
  });
});

describe('the day headings of the pickup select', () => {
  const now = at('2026-11-23T17:00:00Z'); // 23:00 in Dhaka

  it('are Today, Tomorrow, then the day, on the kitchen’s calendar', () => {
    expect(pickupDayHeading(at('2026-11-23T17:45:00Z'), 'Asia/Dhaka', now)).toBe('Today');
    expect(pickupDayHeading(at('2026-11-23T18:15:00Z'), 'Asia/Dhaka', now)).toBe('Tomorrow');
    expect(pickupDayHeading(at('2026-11-25T04:00:00Z'), 'Asia/Dhaka', now)).toBe('Wed 25 Nov');
  });
});

describe('in Bangla', () => {
  beforeAll(() => {
    i18n.load('bn', {});
    i18n.activate('bn', localeOf.bn);
  });
  afterAll(() => i18n.activate('en'));

  it('writes the day, the time and the hours in Bangla digits, and the zone by its name', () => {
    expect(pickupTimeText('2026-11-23T12:30:00.000Z', 'Asia/Dhaka', 'Asia/Dhaka')).toBe(
      'সোম ২৩ নভে, ১৮:৩০',
    );
    expect(pickupTimeText('2026-11-23T12:30:00.000Z', 'Asia/Dhaka', 'UTC')).toBe(
      'সোম ২৩ নভে, ১৮:৩০ (Asia/Dhaka)',
    );
    expect(pickupSummary({ pickupArea: null, openFrom: '10:00', openTo: '22:00' })).toBe(
      'Pickup ১০:০০–২২:০০',
    );
  });
});

describe('a clock time in each language', () => {
  afterAll(() => i18n.activate('en'));

  it('is what Intl writes for the zone, read from the wall clock with the page’s digits', () => {
    const instants = ['2026-11-23T03:05:00Z', '2026-11-23T12:30:00Z', '2026-11-23T18:00:00Z'];
    for (const language of ['bn', 'hi'] as const) {
      i18n.load(language, {});
      i18n.activate(language, localeOf[language]);
      const intl = new Intl.DateTimeFormat(localeOf[language], {
        timeZone: 'Asia/Dhaka',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      for (const instant of instants)
        expect(clockText(at(instant), 'Asia/Dhaka')).toBe(intl.format(at(instant)));
    }
  });
});
