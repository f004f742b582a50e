import { describe, expect, it } from 'vitest';
import { pickupRefusalMessages } from './kitchen.js';
import {
  isRefusalReason,
  pickupRefusalReasons,
  refusalMessages,
  refusalReasons,
} from './refusals.js';

describe('refusal reasons', () => {
  it('are the contract’s words, each with its own message', () => {
    expect(refusalReasons).toEqual([
      'unavailable',
      'own-food',
      'over-quantity',
      'at-least-one',
      'blocked',
      'paused',
      'too-soon',
      'outside-hours',
      'one-kitchen',
      'slot-full',
    ]);
    expect(Object.keys(refusalMessages).sort()).toEqual([...refusalReasons].sort());
    expect(new Set(Object.values(refusalMessages)).size).toBe(refusalReasons.length);
  });

  it('give a refused pickup time the same message as the pickup rules', () => {
    for (const [refusal, reason] of Object.entries(pickupRefusalReasons)) {
      expect(refusalMessages[reason]).toBe(
        pickupRefusalMessages[refusal as keyof typeof pickupRefusalMessages],
      );
    }
  });

  it('tell a reason from anything else', () => {
    expect(isRefusalReason('too-soon')).toBe(true);
    expect(isRefusalReason('Too soon')).toBe(false);
    expect(isRefusalReason(undefined)).toBe(false);
    expect(isRefusalReason({ reason: 'paused' })).toBe(false);
  });
});
