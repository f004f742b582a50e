/** The `code` of a Firebase error (`permission-denied`, `not-found`, …), or '' for others. */
export function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}
