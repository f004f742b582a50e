// POST /users: the registration record becomes the caller's profile; the password never lands.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/shared/index.js';
import { call, makeUser, readDoc, removeMade, track } from './client.js';

afterAll(removeMade);

describe('POST /users', () => {
  it('stores displayName, e-mail and photo in users/{uid} and drops the password', async () => {
    const user = await makeUser('Nadia Islam');
    const path = `${collections.users}/${user.uid}`;
    track(path);
    const { status, body } = await call('POST', '/users', {
      as: user,
      body: {
        displayName: 'Nadia Islam',
        email: user.email,
        password: 'Secret123',
        photoURL: 'https://example.com/nadia.png',
      },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ acknowledged: true, insertedId: user.uid });
    const stored = await readDoc(path);
    expect(stored).toEqual({
      displayName: 'Nadia Islam',
      email: user.email,
      photoURL: 'https://example.com/nadia.png',
      createdAt: expect.any(Timestamp),
    });
    expect(JSON.stringify(stored)).not.toContain('Secret123');
  });

  it('updates the profile on a second registration and keeps the first createdAt', async () => {
    const user = await makeUser('Rafi');
    const path = `${collections.users}/${user.uid}`;
    track(path);
    const first = { displayName: 'Rafi', email: user.email, photoURL: '' };
    expect((await call('POST', '/users', { as: user, body: first })).status).toBe(200);
    const created = (await readDoc(path))?.createdAt;
    const again = await call('POST', '/users', {
      as: user,
      body: { ...first, displayName: 'Rafi Ahmed' },
    });
    expect(again.status).toBe(200);
    expect(await readDoc(path)).toEqual({
      ...first,
      displayName: 'Rafi Ahmed',
      createdAt: created,
    });
  });
});
