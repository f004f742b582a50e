const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A price as the pages show it: '$12.50', '$1,234.00', '-$3.10'. */
export function formatPrice(value: number): string {
  return price.format(value);
}
