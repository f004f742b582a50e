// Cross-origin rules, cache headers and bodies that are not JSON. The emulator suite puts its
// own permissive CORS layer in front of every function (it answers preflights itself and echoes
// any Origin, never with credentials), so preflights are tested on the same app served here.
// First: the Admin app for the emulator project, before the facade's modules set up their own.
import '../support/emulators.js';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../support/emulators.js';
import { createApp } from '../../src/api/app.js';
import { allowedOrigins } from '../../src/api/cors.js';
import {
  call,
  hostingApi,
  makeFood,
  makeUser,
  removeMade,
  writtenBy,
  nothingWritten,
} from './client.js';

const site = 'http://127.0.0.1:5000';
const foreign = 'https://evil.example';

let user: TestUser;
let server: Server;
let localApp: string;

beforeAll(async () => {
  user = await makeUser('Cors User');
  const app = createApp({
    origins: allowedOrigins({ GCLOUD_PROJECT: 'demo-foodtable', FUNCTIONS_EMULATOR: 'true' }),
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  localApp = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await removeMade();
});

describe('allowed origins', () => {
  it('are the Hosting domains in production, plus the local ones on the emulators only', () => {
    expect([...allowedOrigins({ GCLOUD_PROJECT: 'foodtable-prod' })]).toEqual([
      'https://foodtable-prod.web.app',
      'https://foodtable-prod.firebaseapp.com',
    ]);
    expect(
      allowedOrigins({ GCLOUD_PROJECT: 'p', API_ALLOWED_ORIGINS: 'https://food.example, ' }),
    ).toEqual(new Set(['https://p.web.app', 'https://p.firebaseapp.com', 'https://food.example']));
    const emulated = allowedOrigins({
      GCLOUD_PROJECT: 'demo-foodtable',
      FUNCTIONS_EMULATOR: 'true',
    });
    expect(emulated.has('http://127.0.0.1:5000')).toBe(true);
    expect(emulated.has('http://127.0.0.1:5173')).toBe(true);
    expect(emulated.has('*')).toBe(false);
  });
});

describe('CORS through the emulators', () => {
  it.each([
    ['directly', undefined],
    ['through Hosting', hostingApi],
  ])('echoes the site’s own origin with credentials (%s)', async (_how, base) => {
    const { status, headers } = await call('GET', '/top-selling', {
      base,
      headers: { Origin: site },
    });
    expect(status).toBe(200);
    expect(headers.get('access-control-allow-origin')).toBe(site);
    expect(headers.get('access-control-allow-credentials')).toBe('true');
    expect(headers.get('vary')).toMatch(/Origin/);
  });

  it('never allows credentials to a foreign origin, nor a wildcard', async () => {
    const { headers } = await call('GET', `/my-added-food/${user.email}`, {
      as: user,
      headers: { Origin: foreign },
    });
    expect(headers.get('access-control-allow-credentials')).toBeNull();
    expect(headers.get('access-control-allow-origin')).not.toBe('*');
  });

  it('refuses a write from a foreign origin with 403, writing nothing', async () => {
    const { status } = await call('POST', '/gallery', {
      as: user,
      headers: { Origin: foreign },
      body: { imageURL: 'https://example.com/x.png', feedback: 'From another site' },
    });
    expect(status).toBe(403);
    expect(await writtenBy(user)).toEqual(nothingWritten);
  });
});

describe('CORS preflight (the app itself)', () => {
  it('allows the site’s origin: methods, headers, credentials', async () => {
    const response = await fetch(`${localApp}/myFoods`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, DELETE');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type',
    );
  });

  it('refuses a foreign origin: 403 and no CORS headers', async () => {
    const response = await fetch(`${localApp}/myFoods`, {
      method: 'OPTIONS',
      headers: { Origin: foreign, 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers a foreign origin’s read without CORS headers, so its page cannot read it', async () => {
    const response = await fetch(`${localApp}/top-selling`, { headers: { Origin: foreign } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('headers and bodies', () => {
  it('marks answers with user data private, no-store, directly and through Hosting', async () => {
    const foodId = await makeFood(user);
    for (const base of [undefined, hostingApi]) {
      const mine = await call('GET', `/my-added-food/${user.email}`, { as: user, base });
      expect(mine.status).toBe(200);
      expect(mine.headers.get('cache-control')).toBe('private, no-store');
      expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
      const one = await call('GET', `/single-food/${foodId}`, { as: user, base });
      expect(one.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('refuses a form post or a text body with 415, writing nothing', async () => {
    for (const [type, body] of [
      [
        'application/x-www-form-urlencoded',
        'imageURL=https%3A%2F%2Fexample.com%2Fx.png&feedback=hi',
      ],
      ['text/plain', '{"imageURL":"https://example.com/x.png","feedback":"hi"}'],
    ]) {
      const response = await fetch(`${hostingApi}/gallery`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${user.idToken}`, 'Content-Type': type ?? '' },
        body,
      });
      expect(response.status).toBe(415);
    }
    expect(await writtenBy(user)).toMatchObject({ gallery: 0 });
  });

  it('answers an unknown path with a JSON 404', async () => {
    const { status, body } = await call('GET', '/no-such-endpoint', { base: hostingApi });
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Not found' });
  });
});
