// What this browser keeps across visits: JSON in localStorage. Storage may be refused (private
// mode, disabled) or hold hand-edited text: a read then gives null and a write keeps nothing,
// and every caller checks the shape of what it reads.

/** The value kept under `key`, or null when there is none or it cannot be read. */
export function readStored(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; null forgets it. Refused storage keeps it for this page only. */
export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Not kept across visits: whoever reads it next reads it from its source.
  }
}
