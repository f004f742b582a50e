// Photos from the phone: the browser shrinks the chosen photo and sends it to the REST facade
// (POST {apiBase}/photos), which keeps it at three widths and answers the URL a food or a
// gallery entry stores. Loaded when a person chooses a photo, never with a page.
import { messages } from '@shared/messages';
import { photoLimits } from '@shared/photos';
import { env } from '@/config/env';
import { photoTexts } from '@/config/photo-texts';
import { idToken } from './auth';
import { errorCode } from './errors';
import { i18n, loadCatalog } from './i18n';

// This module's texts in the page's language, before it is used (decision 210).
await loadCatalog(import.meta.glob('../locales/photo-upload/*.po'));

/**
 * What a send ends with: the stored photo's URL, or the words to show under the field (the
 * server's English, which the field shows in the page's language, or the web's own, already in it).
 */
export type PhotoAnswer = { imageURL: string } | { error: string };

interface SendOptions {
  /** The share of the bytes sent so far, 0 to 1, while the upload runs. */
  onProgress?: (sent: number) => void;
  /** Aborting stops the send; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

const jpegQuality = 0.85;

/** The size a photo is drawn at before sending: its long side at most `longSide`, never enlarged. */
export function shrunkSize(
  width: number,
  height: number,
  longSide: number = photoLimits.sendLongSide,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Reads the server's answer: 201 with the photo's URL, else its `error` text for people. */
export function readAnswer(status: number, body: unknown): PhotoAnswer {
  const text = (key: string) => {
    const value =
      typeof body === 'object' && body !== null
        ? (body as Record<string, unknown>)[key]
        : undefined;
    return typeof value === 'string' ? value : '';
  };
  if (status >= 200 && status < 300 && text('imageURL')) return { imageURL: text('imageURL') };
  // The server words its refusals; these cover an answer without them (a proxy's page).
  if (text('error')) return { error: text('error') };
  if (status === 401) return { error: i18n._(photoTexts.signIn) };
  if (status === 429) return { error: messages.photoTooMany };
  return { error: i18n._(photoTexts.failed) };
}

/**
 * The photo upright (its EXIF orientation applied), its long side at most
 * `photoLimits.sendLongSide`, as a JPEG. Drawing it anew also leaves its EXIF behind, with any
 * GPS position, before anything leaves the phone.
 */
async function shrinkPhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = shrunkSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    // JPEG has no transparency: a PNG's clear parts become white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', jpegQuality),
    );
    if (!blob) throw new Error('The canvas gave no JPEG');
    return blob;
  } finally {
    bitmap.close();
  }
}

/** The signed-in user's ID token: the photos endpoint takes no cookie. */
async function tokenOrError(): Promise<string | PhotoAnswer> {
  try {
    return (await idToken()) ?? { error: i18n._(photoTexts.signIn) };
  } catch (error) {
    const offline = errorCode(error) === 'auth/network-request-failed';
    return { error: offline ? i18n._(photoTexts.network) : i18n._(photoTexts.signIn) };
  }
}

function upload(photo: Blob, token: string, options: SendOptions): Promise<PhotoAnswer> {
  return new Promise((resolve, reject) => {
    // XMLHttpRequest, not fetch: only its upload events tell how much has been sent.
    const request = new XMLHttpRequest();
    request.open('POST', `${env.apiBase}/photos`);
    request.setRequestHeader('Content-Type', photo.type);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve(readAnswer(request.status, request.response));
    request.onerror = () => resolve({ error: i18n._(photoTexts.network) });
    request.ontimeout = () => resolve({ error: i18n._(photoTexts.network) });
    request.onabort = () => reject(new DOMException('The photo was not sent.', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(photo);
  });
}

/**
 * Shrinks the photo and sends it as the signed-in user. Resolves with the stored URL or the
 * words of a refusal; rejects only when `signal` aborts it.
 */
export async function sendPhoto(file: Blob, options: SendOptions = {}): Promise<PhotoAnswer> {
  // A file the browser cannot decode (or draw) is no photo we can use.
  const photo = await shrinkPhoto(file).catch(() => null);
  if (!photo) return { error: messages.photoUnusable };
  options.signal?.throwIfAborted();
  const token = await tokenOrError();
  if (typeof token !== 'string') return token;
  options.signal?.throwIfAborted();
  return upload(photo, token, options);
}
