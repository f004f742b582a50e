import { use } from 'react';

/**
 * A loader's value that may still be on its way (a promise it did not await): the value, or
 * suspend until it is known. Call it under a `Suspense` that shows what the page has meanwhile.
 */
export function useResolved<T>(value: T | Promise<T>): T {
  return value instanceof Promise ? use(value) : value;
}
