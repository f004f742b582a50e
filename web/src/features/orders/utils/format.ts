const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatPrice = (price: number) => priceFormat.format(price);

export const formatUnits = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;
