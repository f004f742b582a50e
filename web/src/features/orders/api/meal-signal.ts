// The number of dishes in the meal, told by the write that changed it: the navbar's `My meal`
// shows it at once, before its live copy of carts/{uid} hears of the change from the server.
// Plain code, no SDK: both the writing routes and the navbar's lazy chunk import it.
type Listener = (count: number) => void;

const listeners = new Set<Listener>();

export function publishMealCount(count: number): void {
  for (const listener of listeners) listener(count);
}

export function subscribeMealCount(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
