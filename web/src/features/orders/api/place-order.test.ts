import { describe, expect, it } from 'vitest';
import { kitchenMessages, messages, placeOrderSchema, refusalReasons } from '@shared';
import { newRequestId, orderError } from './place-order';

describe('placeOrder helpers', () => {
  it('makes request ids the shared schema accepts, a new one each time', () => {
    const first = newRequestId();
    const input = { foodId: 'f1', quantity: 1, requestId: first };
    expect(placeOrderSchema.safeParse(input).success).toBe(true);
    expect(newRequestId()).not.toBe(first);
  });

  it('reads the code, message and reason of a functions error', () => {
    const error = Object.assign(new Error("Can't buy more than quantity! [400]"), {
      code: 'functions/failed-precondition',
      details: { reason: 'over-quantity' },
    });
    expect(orderError(error)).toEqual({
      code: 'failed-precondition',
      message: "Can't buy more than quantity!",
      reason: 'over-quantity',
      next: null,
    });
    expect(orderError(new Error('offline'))).toBeNull();
  });

  it('reads the next pickup time with room that a full time’s refusal offers', () => {
    const error = Object.assign(new Error(`${kitchenMessages.slotFull} [400]`), {
      code: 'functions/failed-precondition',
      details: { reason: 'slot-full', next: '2026-12-01T10:15:00.000Z' },
    });
    expect(orderError(error)).toMatchObject({
      reason: 'slot-full',
      next: Date.parse('2026-12-01T10:15:00.000Z'),
    });
    const garbled = { ...error, details: { reason: 'slot-full', next: 'soon' } };
    expect(orderError(garbled)?.next).toBeNull();
  });

  it.each(refusalReasons)(
    'reads the reason %s from the details, whatever the message',
    (reason) => {
      const error = Object.assign(new Error('Some other words [409]'), {
        code: 'functions/failed-precondition',
        details: { reason },
      });
      expect(orderError(error)?.reason).toBe(reason);
    },
  );

  it('tells a refusal by its reason, never by its message text', () => {
    // The contract's text without a reason is not a refusal the page acts on.
    const textOnly = Object.assign(new Error(`${messages.ownFood} [400]`), {
      code: 'functions/failed-precondition',
    });
    expect(orderError(textOnly)).toEqual({
      code: 'failed-precondition',
      message: messages.ownFood,
      reason: null,
      next: null,
    });
  });

  it.each([
    ['no details', undefined],
    ['the fields of an invalid order', { fields: { foodId: 'Required' } }],
    ['a word that is not a reason', { reason: 'sold-out' }],
    ['a reason that is not a word', { reason: { reason: 'paused' } }],
    ['details that are text', 'paused'],
    ['null details', null],
  ])('reads no reason from %s', (_case, details) => {
    const error = Object.assign(new Error('Invalid order [400]'), {
      code: 'functions/invalid-argument',
      details,
    });
    expect(orderError(error)?.reason).toBeNull();
  });

  it('reads the server’s own message without the status the Functions SDK appends', () => {
    const error = Object.assign(new Error('This account is blocked. [403]'), {
      code: 'functions/permission-denied',
    });
    expect(orderError(error)).toEqual({
      code: 'permission-denied',
      message: 'This account is blocked.',
      next: null,
      reason: null,
    });
  });
});
