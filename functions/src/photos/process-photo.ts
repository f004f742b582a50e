// What the server makes of an uploaded photo (contract, "Photos from the phone"): decoded and
// encoded again by sharp, so nothing of the file but its pixels survives: no EXIF, no GPS
// position of the cook's home, no camera. Turned upright from its EXIF orientation first, then
// WebP at each of the photo widths, never enlarged. Anything sharp cannot decode as a JPEG, PNG
// or WebP, or that is too large, too many pixels or a strip, is an UnusablePhoto.
import sharp, { type Metadata } from 'sharp';
import { photoLimits, photoWidths, type PhotoWidth } from '../shared/index.js';

// One photo at a time per instance, and no decoded-image cache between requests: memory stays
// bounded by one decode (at most 40 megapixels, and JPEG shrinks on load).
sharp.concurrency(1);
sharp.cache(false);

export class UnusablePhoto extends Error {
  constructor(readonly reason: string) {
    super(`Unusable photo: ${reason}`);
  }
}

export interface PhotoVariant {
  /** The width the variant was asked for (its name in the URL). */
  width: PhotoWidth;
  /** Its real size: smaller than `width` when the upload was. */
  actualWidth: number;
  actualHeight: number;
  webp: Buffer;
}

const decodable = new Set(['jpeg', 'png', 'webp']);

// A Firestore document holds at most 1 MiB: a variant that does not fit at the first quality
// is encoded again at the next.
const qualities = [80, 68, 55, 40];
const maxVariantBytes = 1_000_000;

const decoder = (input: Buffer) =>
  // `failOn: 'error'`: a truncated or corrupt file is refused, not half-decoded.
  sharp(input, { limitInputPixels: photoLimits.maxPixels, failOn: 'error' });

/** Checks the file by its header (no pixels decoded yet), so a decompression bomb costs nothing. */
async function checkedSize(input: Buffer): Promise<{ width: number; height: number }> {
  if (input.length === 0) throw new UnusablePhoto('empty');
  if (input.length > photoLimits.maxBytes) throw new UnusablePhoto('over 10 MB');
  let metadata: Metadata;
  try {
    metadata = await decoder(input).metadata();
  } catch {
    throw new UnusablePhoto('not an image');
  }
  if (!decodable.has(metadata.format)) throw new UnusablePhoto(`format ${metadata.format}`);
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new UnusablePhoto('no size');
  if (width * height > photoLimits.maxPixels) throw new UnusablePhoto('over 40 megapixels');
  if (Math.max(width, height) / Math.min(width, height) > photoLimits.maxAspectRatio)
    throw new UnusablePhoto('a strip, not a photo');
  return { width, height };
}

async function encode(input: Buffer, width: PhotoWidth): Promise<PhotoVariant> {
  for (const quality of qualities) {
    const { data, info } = await decoder(input)
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    if (data.length <= maxVariantBytes)
      return { width, actualWidth: info.width, actualHeight: info.height, webp: data };
  }
  throw new UnusablePhoto('too detailed to keep');
}

/** The photo's WebP variants, one per width, upright and without metadata. */
export async function processPhoto(input: Buffer): Promise<PhotoVariant[]> {
  await checkedSize(input);
  const variants: PhotoVariant[] = [];
  try {
    // One after the other: each decode holds the image in memory.
    for (const width of photoWidths) variants.push(await encode(input, width));
  } catch (error) {
    if (error instanceof UnusablePhoto) throw error;
    // The header was fine but the pixels are not (truncated, corrupt).
    throw new UnusablePhoto('could not decode');
  }
  return variants;
}
