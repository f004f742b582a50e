const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A price as the pages show it: '$12.50'. */
export const formatPrice = (price: number) => priceFormat.format(price);
