import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeOf } from '@shared';
import { i18n } from '@/lib/i18n';
import { completedText } from './receipt-text';

describe('completedText', () => {
  it('says the time on the kitchen’s clock, with the year and the zone', () => {
    expect(completedText('2026-11-27T12:30:00.000Z', 'Asia/Dhaka')).toBe(
      'Fri 27 Nov 2026, 18:30 (Asia/Dhaka)',
    );
    expect(completedText('2026-11-27T12:30:00.000Z', 'Not/AZone')).toBe(
      'Fri 27 Nov 2026, 12:30 (UTC)',
    );
    expect(completedText(null, 'UTC')).toBe('Time not recorded');
  });
});

describe('completedText in Hindi', () => {
  beforeAll(() => {
    i18n.load('hi', {});
    i18n.activate('hi', localeOf.hi);
  });
  afterAll(() => i18n.activate('en'));

  it('is Intl’s date in hi-IN, with the zone', () => {
    expect(completedText('2026-11-27T12:30:00.000Z', 'Asia/Dhaka')).toBe(
      'शुक्र, 27 नव॰ 2026, 18:30 (Asia/Dhaka)',
    );
    expect(completedText('2026-11-27T12:30:00.000Z', 'Not/AZone')).toBe(
      'शुक्र, 27 नव॰ 2026, 12:30 (UTC)',
    );
  });
});
