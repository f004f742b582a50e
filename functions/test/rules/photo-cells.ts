// Cells for photos from the phone (contract, "Photos from the phone"): `photos/{photoId}`, each
// width under `widths`, and the hourly count in `photoQuotas/{uid}` are kept and read by
// functions only. Every client operation is refused to every caller, the photo's owner
// included: the site shows photos through /photos/..., served by the `api` function.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { persona, type ClientDb, type Persona } from './documents.js';
import type { Outcome } from './matrix.js';

export const photoCallers = ['signedOut', 'owner', 'stranger'] as const;
export type PhotoCaller = (typeof photoCallers)[number];

export const photoOwner = persona('photo-owner', 'Polly Photographer');
export const photoPath = 'photos/AAAAAAAAAAAAAAAAAAAA';
export const photoWidthPath = `${photoPath}/widths/800`;
export const photoQuotaPath = `photoQuotas/${photoOwner.uid}`;

/** A photo, one of its widths and its owner's count, as the functions write them (seeded). */
export const storedPhoto = [
  [photoPath, { ownerUid: photoOwner.uid, createdAt: new Date('2026-11-27T10:00:00Z') }],
  [photoWidthPath, { webp: 'UklGRg==', etag: 'e1', width: 800, height: 600 }],
  [photoQuotaPath, { sentAt: [new Date('2026-11-27T10:00:00Z')] }],
] as const;

export const photoCallerFor = (caller: PhotoCaller): Persona | null =>
  ({ signedOut: null, owner: photoOwner, stranger: persona('photo-stranger', 'Stan') })[caller];

export interface PhotoCell {
  operation: string;
  caller: PhotoCaller;
  expected: Outcome;
  act: (db: ClientDb, who: Persona | null) => Promise<unknown>;
}

const operations: Omit<PhotoCell, 'caller' | 'expected'>[] = [
  { operation: 'get a photo', act: (db) => getDoc(doc(db, photoPath)) },
  { operation: 'get a width of it', act: (db) => getDoc(doc(db, photoWidthPath)) },
  {
    operation: 'list their own photos',
    act: (db, who) =>
      getDocs(query(collection(db, 'photos'), where('ownerUid', '==', who?.uid ?? ''), limit(5))),
  },
  {
    operation: 'create a photo',
    act: (db, who) =>
      setDoc(doc(db, 'photos/BBBBBBBBBBBBBBBBBBBB'), { ownerUid: who?.uid ?? '', createdAt: 1 }),
  },
  {
    operation: 'replace a width’s bytes',
    act: (db) => updateDoc(doc(db, photoWidthPath), { webp: 'UklGRh==' }),
  },
  { operation: 'delete a photo', act: (db) => deleteDoc(doc(db, photoPath)) },
  { operation: 'read the hourly count', act: (db) => getDoc(doc(db, photoQuotaPath)) },
  {
    operation: 'reset the hourly count',
    act: (db) => setDoc(doc(db, photoQuotaPath), { sentAt: [] }),
  },
];

/** Every operation by every caller: all refused. */
export const photoCells: PhotoCell[] = operations.flatMap((operation) =>
  photoCallers.map((caller) => ({ ...operation, caller, expected: 'deny' as const })),
);
