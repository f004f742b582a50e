import { useEffect, useState } from 'react';
import type { Allergen } from '@shared/declaration';
import { useAuth } from '@/lib/auth-context';
import { getAccountChoices, rememberedAvoid } from './account-choices';

/**
 * The signed-in diner's allergies (users/{uid}.avoid): what this browser remembers at once,
 * then what the account holds. Empty for a visitor.
 */
export function useAvoid(): Allergen[] {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const [read, setRead] = useState<{ uid: string; avoid: Allergen[] } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let live = true;
    getAccountChoices(uid).then(
      (choices) => {
        if (live) setRead({ uid, avoid: choices.avoid });
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [uid]);
  if (!uid) return [];
  return read?.uid === uid ? read.avoid : (rememberedAvoid(uid) ?? []);
}
