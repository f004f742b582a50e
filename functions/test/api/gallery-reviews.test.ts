// Contract tests of the gallery and review endpoints: public pages, posts as the caller.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, type GalleryEntry, type Review } from '../../src/shared/index.js';
import { adminAuth, type TestUser } from '../support/emulators.js';
import { call, makeUser, readDoc, removeMade, track, unique } from './client.js';

type Inserted = { acknowledged: boolean; insertedId: string };
const isoDate = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);

let author: TestUser;

beforeAll(async () => {
  author = await makeUser('Gallery Author');
  await adminAuth.updateUser(author.uid, { photoURL: 'https://example.com/author.png' });
});
afterAll(removeMade);

describe('POST /gallery and GET /gallery', () => {
  it('posts an entry as the caller and lists it first, newest first, in a bounded page', async () => {
    const feedback = `Lovely evening ${unique()}`;
    const posted = await call<Inserted>('POST', '/gallery', {
      as: author,
      body: {
        imageURL: 'https://example.com/dinner.jpg',
        feedback,
        userEmail: author.email,
        userName: 'Not My Name',
      },
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const path = `${collections.gallery}/${posted.body.insertedId}`;
    track(path);
    const stored = await readDoc(path);
    expect(stored).toEqual({
      imageURL: 'https://example.com/dinner.jpg',
      feedback,
      userEmail: author.email,
      userName: author.displayName,
      userUid: author.uid,
      createdAt: expect.any(Timestamp),
    });

    const listed = await call<GalleryEntry[]>('GET', '/gallery?limit=50');
    expect(listed.status).toBe(200);
    const entry = listed.body.find((item) => item._id === posted.body.insertedId);
    expect(entry).toEqual({
      _id: posted.body.insertedId,
      imageURL: 'https://example.com/dinner.jpg',
      feedback,
      userEmail: author.email,
      userName: author.displayName,
      userUid: author.uid,
      createdAt: isoDate,
    });
    const dates = listed.body.map((item) => item.createdAt ?? '');
    expect(dates).toEqual([...dates].sort().reverse());

    const firstPage = await call<GalleryEntry[]>('GET', '/gallery');
    expect(firstPage.body.length).toBeLessThanOrEqual(100);
  });
});

describe('POST /review and GET /review', () => {
  it("posts a review with the caller's name and account photo, and lists it", async () => {
    const title = `Great biryani ${unique()}`;
    const posted = await call<Inserted>('POST', '/review', {
      as: author,
      body: {
        title,
        review: 'Would order again.',
        userEmail: author.email,
        userName: author.displayName,
        userPhoto: 'https://example.com/someone-else.png',
      },
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const path = `${collections.reviews}/${posted.body.insertedId}`;
    track(path);
    expect(await readDoc(path)).toEqual({
      title,
      review: 'Would order again.',
      userEmail: author.email,
      userName: author.displayName,
      userPhoto: 'https://example.com/author.png',
      userUid: author.uid,
      createdAt: expect.any(Timestamp),
    });

    const listed = await call<Review[]>('GET', '/review');
    expect(listed.status).toBe(200);
    expect(listed.body.length).toBeLessThanOrEqual(100);
    expect(listed.body.find((item) => item._id === posted.body.insertedId)).toEqual({
      _id: posted.body.insertedId,
      title,
      review: 'Would order again.',
      userEmail: author.email,
      userName: author.displayName,
      userPhoto: 'https://example.com/author.png',
      userUid: author.uid,
      createdAt: isoDate,
    });
  });

  it('stores an empty photo for an account without one', async () => {
    const plain = await makeUser('No Photo');
    const posted = await call<Inserted>('POST', '/review', {
      as: plain,
      body: { title: 'Fine', review: 'Good tea.' },
    });
    expect(posted.status).toBe(200);
    const path = `${collections.reviews}/${posted.body.insertedId}`;
    track(path);
    expect(await readDoc(path)).toMatchObject({ userPhoto: '', userName: 'No Photo' });
  });
});
