import { describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages';
import { photoLimits } from '@shared/photos';
import { readAnswer, shrunkSize } from './photo-upload';

// Unit tests run without a build mode's configuration.
vi.mock('@/config/env', () => ({ env: { apiBase: '/api' } }));

describe('shrunkSize', () => {
  it('brings the long side down to the limit, keeping the shape', () => {
    expect(photoLimits.sendLongSide).toBe(1600);
    expect(shrunkSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(shrunkSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(shrunkSize(4000, 4000)).toEqual({ width: 1600, height: 1600 });
  });

  it('rounds to whole pixels and never to nothing', () => {
    expect(shrunkSize(4000, 2251)).toEqual({ width: 1600, height: 900 });
    expect(shrunkSize(3000, 1001)).toEqual({ width: 1600, height: 534 });
    expect(shrunkSize(100_000, 10)).toEqual({ width: 1600, height: 1 });
  });

  it('never enlarges a photo already small enough', () => {
    expect(shrunkSize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(shrunkSize(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('takes another long side when told', () => {
    expect(shrunkSize(1000, 500, 400)).toEqual({ width: 400, height: 200 });
  });
});

describe('readAnswer', () => {
  const imageURL = 'http://127.0.0.1:5000/photos/AbCdEfGhIjKlMnOpQrSt/800.webp';

  it('gives the stored photo URL of a 201', () => {
    expect(readAnswer(201, { photoId: 'AbCdEfGhIjKlMnOpQrSt', imageURL })).toEqual({ imageURL });
  });

  it("gives the server's words for a refusal", () => {
    expect(readAnswer(400, { error: messages.photoUnusable })).toEqual({
      error: messages.photoUnusable,
    });
    expect(readAnswer(403, { error: 'This account is blocked.' })).toEqual({
      error: 'This account is blocked.',
    });
  });

  it('words an answer that says nothing itself', () => {
    expect(readAnswer(401, null)).toEqual({ error: 'Sign in again to send a photo.' });
    expect(readAnswer(429, null)).toEqual({ error: messages.photoTooMany });
    expect(readAnswer(502, null)).toEqual({
      error: "We couldn't send your photo. Please try again.",
    });
    expect(readAnswer(201, { photoId: 'x' })).toEqual({
      error: "We couldn't send your photo. Please try again.",
    });
  });
});
