import { collections } from '@shared/collections';
import { useLiveDoc } from '@/lib/data/live';

/**
 * Whether an operator has blocked this account (blocked/{uid}, any fields), live: the rules
 * let a user read their own block only, and the notice follows it within a second or two.
 */
export function useLiveBlock(uid: string): boolean {
  return useLiveDoc(collections.blocked, uid).data !== null;
}
