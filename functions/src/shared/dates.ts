const pad = (n: number) => String(n).padStart(2, '0');

/** The spec's buying-date text, `YYYY/MM/DD HH:mm:ss`, in the given date's local time. */
export function formatBuyingDate(date: Date): string {
  return (
    `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
