import { describe, expect, it } from 'vitest';
import { authorOf } from './author';

const user = { uid: 'u1', displayName: 'Nadia Islam', email: 'nadia@example.com', photoURL: '' };

describe('authorOf', () => {
  it('signs with the display name, e-mail and uid of the signed-in user', () => {
    expect(authorOf(user)).toEqual({
      userName: 'Nadia Islam',
      userEmail: 'nadia@example.com',
      userUid: 'u1',
    });
  });

  it('falls back to the start of the e-mail when the account has no name', () => {
    expect(authorOf({ ...user, displayName: '  ' }).userName).toBe('nadia');
  });
});
