import { describe, expect, it } from 'vitest';
import { placeOrderSchema } from '@shared';
import { newRequestId, orderError } from './place-order';

describe('placeOrder helpers', () => {
  it('makes request ids the shared schema accepts, a new one each time', () => {
    const first = newRequestId();
    const input = { foodId: 'f1', quantity: 1, requestId: first };
    expect(placeOrderSchema.safeParse(input).success).toBe(true);
    expect(newRequestId()).not.toBe(first);
  });

  it('reads the code and message of a functions error', () => {
    const error = Object.assign(new Error("Can't buy more than quantity!"), {
      code: 'functions/failed-precondition',
    });
    expect(orderError(error)).toEqual({
      code: 'failed-precondition',
      message: "Can't buy more than quantity!",
    });
    expect(orderError(new Error('offline'))).toBeNull();
  });

  it('reads the server’s own message without the status the Functions SDK appends', () => {
    const error = Object.assign(new Error('This account is blocked. [403]'), {
      code: 'functions/permission-denied',
    });
    expect(orderError(error)).toEqual({
      code: 'permission-denied',
      message: 'This account is blocked.',
    });
  });
});
