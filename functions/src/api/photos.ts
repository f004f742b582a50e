// Photos from the phone (contract, "Photos from the phone"): a signed-in caller sends one
// photo's bytes as the body (`Content-Type` image/jpeg, image/png or image/webp; the browser
// has shrunk it already); the site keeps it at three widths and serves each at
// /photos/{photoId}/{width}.webp, through Hosting, for a year in every cache.
import { Router } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { processPhoto, UnusablePhoto } from '../photos/process-photo.js';
import {
  countUpload,
  keepPhoto,
  readPhoto,
  storedPhotoUrl,
  TooManyPhotos,
} from '../photos/photo-store.js';
import { scheduleSweep } from '../photos/sweep.js';
import { messages, photoTypes, photoWidths, type PhotoWidth } from '../shared/index.js';
import { requireCaller } from './caller.js';
import { handle, HttpError, notFound } from './http.js';

const unusable = () => new HttpError(400, { error: messages.photoUnusable });

const sentType = (req: Request) => (req.get('content-type') ?? '').split(';')[0]?.trim();

const isPhotoType = (type: string | undefined) =>
  (photoTypes as readonly (string | undefined)[]).includes(type);

/** `800.webp` → 800; anything but one of the photo widths → null. */
function widthOf(file: string): PhotoWidth | null {
  const match = /^(\d+)\.webp$/.exec(file);
  const width = Number(match?.[1]);
  return (photoWidths as readonly number[]).includes(width) ? (width as PhotoWidth) : null;
}

export const photos = Router();

photos.post(
  '/photos',
  handle(async (expressReq, res) => {
    // The functions runtime keeps every request's bytes as rawBody, whatever its type.
    const req = expressReq as Request;
    const caller = await requireCaller(req);
    if (!isPhotoType(sentType(req)) || !Buffer.isBuffer(req.rawBody)) throw unusable();
    try {
      await countUpload(caller.uid);
    } catch (error) {
      if (error instanceof TooManyPhotos)
        throw new HttpError(429, { error: messages.photoTooMany });
      throw error;
    }
    let variants;
    try {
      variants = await processPhoto(req.rawBody);
    } catch (error) {
      if (error instanceof UnusablePhoto) throw unusable();
      throw error;
    }
    const photoId = await keepPhoto(caller.uid, variants);
    await scheduleSweep(photoId);
    res.status(201).json({ photoId, imageURL: storedPhotoUrl(photoId) });
  }),
);

photos.get(
  '/photos/:photoId/:file',
  handle(async (req, res) => {
    const width = widthOf(String(req.params.file));
    const stored = width && (await readPhoto(String(req.params.photoId), width));
    if (!stored) throw notFound();
    // A photo's bytes never change under its URL: a new photo is a new id.
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    const etag = `"${stored.etag}"`;
    res.set('ETag', etag);
    // Asked here, not by Express's `req.fresh`: Hosting forwards requests with
    // `Cache-Control: no-cache`, under which Express never answers 304.
    if (
      req
        .get('if-none-match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    ) {
      res.status(304).end();
      return;
    }
    res.type('image/webp');
    res.send(stored.webp);
  }),
);
