// Photos from the phone (contract, "Photos from the phone"): what the web and the functions
// agree on. The functions keep each photo at three widths and serve them at
// `/photos/{photoId}/{width}.webp`; a food or a gallery entry holds the absolute URL of its 800.

/** The widths every photo is kept at, smallest first (never enlarged past the upload's own). */
export const photoWidths = [400, 800, 1600] as const;
export type PhotoWidth = (typeof photoWidths)[number];

/** The width whose URL a food or a gallery entry stores (what old clients show). */
export const storedPhotoWidth: PhotoWidth = 800;

export const photoLimits = {
  /** The browser shrinks the long side to this before sending. */
  sendLongSide: 1600,
  /** What the server takes in. */
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  /** A strip of pixels is not a photo of a dish (and WebP could not keep it). */
  maxAspectRatio: 20,
  uploadsPerHour: 30,
} as const;

/** The types the `Photo` input accepts and the server decodes. */
export const photoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Ids are Firestore's auto ids. */
export const photoIdPattern = /^[A-Za-z0-9]{20}$/;

export const photoPath = (photoId: string, width: PhotoWidth) => `/photos/${photoId}/${width}.webp`;

const storedPhotoUrl = /^(.*)\/photos\/([A-Za-z0-9]{20})\/800\.webp$/;

/** The photo an image URL shows, when it is one of ours: its id and the URL's origin part. */
export function photoOf(imageURL: string): { photoId: string; base: string } | null {
  const match = storedPhotoUrl.exec(imageURL);
  return match ? { base: match[1] ?? '', photoId: match[2] ?? '' } : null;
}

/** `srcset` for an image URL that is one of our photos; undefined for any other image. */
export function photoSrcSet(imageURL: string): string | undefined {
  const photo = photoOf(imageURL);
  if (!photo) return undefined;
  return photoWidths
    .map((width) => `${photo.base}${photoPath(photo.photoId, width)} ${width}w`)
    .join(', ');
}
