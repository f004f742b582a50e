// My added food's stock and order counts, live: its own chunk, with reactfire and the full
// Firestore SDK, loaded after the table has drawn the counts its loader read. It draws
// nothing itself; the table takes each live answer (as app/live-food.tsx does for a dish).
import { useEffect } from 'react';
import { LiveRoot } from '@/lib/data/live-root';
import { useLiveStock, type Stock } from '../api/use-live-foods';

interface LiveStockProps {
  ownerUid: string;
  /** How many of the owner's newest foods are on screen. */
  rows: number;
  onStock: (stock: ReadonlyMap<string, Stock>) => void;
}

function Live({ ownerUid, rows, onStock }: LiveStockProps) {
  const stock = useLiveStock(ownerUid, rows);
  useEffect(() => onStock(stock), [stock, onStock]);
  return null;
}

export default function LiveStock(props: LiveStockProps) {
  return <LiveRoot>{() => <Live {...props} />}</LiveRoot>;
}
