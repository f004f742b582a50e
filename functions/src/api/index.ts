import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.js';

// 1 GiB: a photo upload decodes up to 40 megapixels (sharp, photos/process-photo.ts).
// `cors: false`: the app answers CORS itself (cors.ts). Without it, on the emulators,
// firebase-functions puts a CORS layer in front that echoes any origin.
export const api = onRequest({ region: 'us-central1', cors: false, memory: '1GiB' }, createApp());
