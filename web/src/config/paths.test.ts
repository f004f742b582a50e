import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnPath } from './paths';

describe('safeReturnPath', () => {
  it.each([
    ['/myOrderedFood', '/myOrderedFood'],
    ['/singleFood/abc?x=1', '/singleFood/abc?x=1'],
    [null, '/'],
    ['', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('%j goes to %j', (from, expected) => {
    expect(safeReturnPath(from)).toBe(expected);
  });

  it('carries the requested path to the login page', () => {
    expect(loginPath('/foodPurchase/x')).toBe('/login?from=%2FfoodPurchase%2Fx');
  });
});
