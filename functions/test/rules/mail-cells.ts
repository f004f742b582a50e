// Cells for the outbox (contract, "Messages by e-mail"; decision 170): `mail/{id}` is written
// and read by functions only. Every client operation is refused to every caller, the mail's own
// recipient included; the operator (the console, past the rules) reads it.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { persona, type ClientDb, type Persona } from './documents.js';
import type { Outcome } from './matrix.js';

export const mailCallers = ['signedOut', 'recipient', 'stranger'] as const;
export type MailCaller = (typeof mailCallers)[number];

export const mailRecipient = persona('mail-recipient', 'Rita Recipient');
export const mailPath = 'mail/accepted-order-1';

/** An outbox mail as the functions write it (times as plain values: it is seeded). */
export function storedMail(to: Persona = mailRecipient) {
  return {
    to: to.email,
    message: { subject: 'Accepted', text: 'House 12, Road 5', html: '<p>House 12, Road 5</p>' },
    delivery: {
      state: 'PENDING',
      attempts: 0,
      startTime: null,
      endTime: null,
      error: null,
      info: null,
    },
    kind: 'accepted',
    orderId: 'order-1',
    createdAt: new Date('2026-11-27T10:00:00Z'),
  };
}

export const mailCallerFor = (caller: MailCaller): Persona | null =>
  ({ signedOut: null, recipient: mailRecipient, stranger: persona('mail-stranger', 'Stan') })[
    caller
  ];

export interface MailCell {
  operation: string;
  caller: MailCaller;
  expected: Outcome;
  act: (db: ClientDb, who: Persona | null) => Promise<unknown>;
}

const operations: Omit<MailCell, 'caller' | 'expected'>[] = [
  { operation: 'get a mail', act: (db) => getDoc(doc(db, mailPath)) },
  {
    operation: 'list their own mails',
    act: (db, who) =>
      getDocs(query(collection(db, 'mail'), where('to', '==', who?.email ?? ''), limit(10))),
  },
  {
    operation: 'create a mail',
    act: (db, who) =>
      setDoc(doc(db, `mail/new-order-forged-${who?.uid ?? 'visitor'}`), {
        ...storedMail(),
        to: 'victim@example.com',
        createdAt: serverTimestamp(),
      }),
  },
  {
    operation: 'mark it sent',
    act: (db) => updateDoc(doc(db, mailPath), { 'delivery.state': 'SUCCESS' }),
  },
  { operation: 'delete it', act: (db) => deleteDoc(doc(db, mailPath)) },
];

/** Every operation by every caller: all refused. */
export const mailCells: MailCell[] = operations.flatMap((operation) =>
  mailCallers.map((caller) => ({ ...operation, caller, expected: 'deny' as const })),
);
