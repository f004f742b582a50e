import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.js';

// `cors: false`: the app answers CORS itself (cors.ts). Without it, on the emulators,
// firebase-functions puts a CORS layer in front that echoes any origin.
export const api = onRequest({ region: 'us-central1', cors: false }, createApp());
