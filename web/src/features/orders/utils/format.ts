export const formatUnits = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;
