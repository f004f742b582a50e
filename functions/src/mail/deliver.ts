// Sending the outbox (decision 170). Each PENDING mail is claimed in a transaction (PENDING →
// PROCESSING, attempts + 1) before it is handed to SMTP, so two senders (a trigger delivered
// twice, the sweeper) never send it twice. A failure puts it back to PENDING with the error
// and the time; the same invocation waits out the growing delay (base × 2^(attempts − 1)) and
// claims it again. The fifth failure is final: ERROR with the text. `deliverMail` fires on the
// mail's creation only (one invocation per mail, not one per write). A crashed sender's claim
// expires (leaseExpireTime); `sweepMail` (scheduled, production) takes up such mails, PENDING
// mails whose invocation ended before their retry was due, and mails an operator set back to
// PENDING.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createTransport, type Transporter } from 'nodemailer';
import { db, onEmulators } from '../lib/admin.js';
import { mailCollection, type DeliveryState } from './outbox.js';

/** The SMTP server, as a URL (`smtps://user:password@smtp.example.com:465`): a secret. */
const smtpUrl = defineSecret('SMTP_URL');
const mailFrom = defineString('MAIL_FROM', {
  default: 'FoodTable <orders@foodtable.test>',
  description: 'The From of order mails.',
});
const retryBaseMs = defineInt('MAIL_RETRY_BASE_MS', {
  default: 30_000,
  description: 'The first retry delay of a mail; each later one doubles it.',
});

export const maxAttempts = 5;
/** Longer than one bounded SMTP conversation (the transport's timeouts below). */
const leaseMs = 120_000;
/** The emulator's catcher (maildev under `npm start`, the tests' own server under `npm test`). */
const emulatorSmtp = 'smtp://127.0.0.1:1025';

/** The wait before attempt `attempts + 1`, after `attempts` failures: 0, base, 2·base, 4·base… */
function retryDelayMs(attempts: number, baseMs: number): number {
  return attempts < 1 ? 0 : Math.min(baseMs * 2 ** (attempts - 1), 300_000);
}

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

type Claim =
  | { outcome: 'claimed'; attempt: number; mail: DocumentData }
  | { outcome: 'wait'; ms: number }
  | { outcome: 'nothing' };

/**
 * Takes the mail for one attempt if it is due: PENDING past its retry delay, or (`reclaim`)
 * PROCESSING past its lease. Anything else is someone else's, or done.
 */
async function claim(id: string, baseMs: number, reclaim: boolean): Promise<Claim> {
  const ref = db.collection(mailCollection).doc(id);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const mail = snapshot.data();
    const delivery = mail?.delivery as DocumentData | undefined;
    if (!mail || !delivery) return { outcome: 'nothing' };
    const now = Date.now();
    const attempts = typeof delivery.attempts === 'number' ? delivery.attempts : 0;
    const state = delivery.state as DeliveryState;
    if (state === 'PENDING') {
      const due = millis(delivery.endTime) + retryDelayMs(attempts, baseMs);
      if (attempts > 0 && due > now) return { outcome: 'wait', ms: due - now };
    } else if (!(reclaim && state === 'PROCESSING' && millis(delivery.leaseExpireTime) < now)) {
      return { outcome: 'nothing' };
    }
    tx.update(ref, {
      'delivery.state': 'PROCESSING',
      'delivery.attempts': attempts + 1,
      'delivery.startTime': Timestamp.fromMillis(now),
      'delivery.leaseExpireTime': Timestamp.fromMillis(now + leaseMs),
    });
    return { outcome: 'claimed', attempt: attempts + 1, mail };
  });
}

/** Writes the attempt's outcome, only if the mail is still this attempt's. */
async function record(id: string, attempt: number, change: Record<string, unknown>) {
  const ref = db.collection(mailCollection).doc(id);
  await db.runTransaction(async (tx) => {
    const delivery = (await tx.get(ref)).get('delivery') as DocumentData | undefined;
    if (delivery?.state !== 'PROCESSING' || delivery.attempts !== attempt) return;
    tx.update(ref, { ...change, 'delivery.endTime': Timestamp.now() });
  });
}

/** The SMTP address: the secret, or the catcher on the emulators when none is set. */
function smtpAddress(): string {
  const configured = smtpUrl.value();
  if (configured) return configured;
  if (onEmulators) return emulatorSmtp;
  throw new Error('SMTP_URL is not set: firebase functions:secrets:set SMTP_URL');
}

/** nodemailer's SMTP options from the URL, with bounded waits (a hung server is a failure). */
function smtpOptions(address: string) {
  const url = new URL(address);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    ...(url.username
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2000) || 'unknown error';
}

type DeliveryOutcome = 'sent' | 'failed' | 'nothing';

/**
 * One delivery of mail `id`: waits until it is due, claims it, sends it, records the outcome.
 * `reclaim` (the sweeper): also take a PROCESSING mail whose sender's lease ran out.
 */
export async function deliverMail(
  id: string,
  options: { reclaim?: boolean; maxWaitMs?: number } = {},
): Promise<DeliveryOutcome> {
  const baseMs = retryBaseMs.value();
  const deadline = Date.now() + (options.maxWaitMs ?? 400_000);
  let outcome: DeliveryOutcome = 'nothing';
  for (;;) {
    const claimed = await claim(id, baseMs, options.reclaim ?? false);
    // Sent, failed for good, or someone else's: done.
    if (claimed.outcome === 'nothing') return outcome;
    if (claimed.outcome === 'wait') {
      // Past what this invocation may wait: the sweeper takes it up when due.
      if (Date.now() + claimed.ms > deadline) return outcome;
      await new Promise((resolve) => setTimeout(resolve, claimed.ms));
      continue;
    }
    outcome = await attempt(id, claimed.attempt, claimed.mail);
    if (outcome === 'sent') return outcome;
  }
}

/** One SMTP conversation for a claimed mail, and its outcome recorded. */
async function attempt(id: string, number: number, mail: DocumentData): Promise<DeliveryOutcome> {
  const message = (mail.message ?? {}) as DocumentData;
  let transport: Transporter | undefined;
  try {
    transport = createTransport(smtpOptions(smtpAddress()));
    const info = await transport.sendMail({
      from: mailFrom.value(),
      to: String(mail.to ?? ''),
      subject: String(message.subject ?? ''),
      text: String(message.text ?? ''),
      html: String(message.html ?? ''),
    });
    await record(id, number, {
      'delivery.state': 'SUCCESS',
      'delivery.error': null,
      'delivery.leaseExpireTime': null,
      'delivery.info': {
        messageId: info.messageId ?? null,
        accepted: (info.accepted ?? []).map(String),
        rejected: (info.rejected ?? []).map(String),
        response: info.response ?? null,
      },
    });
    return 'sent';
  } catch (error) {
    await record(id, number, {
      'delivery.state': number >= maxAttempts ? 'ERROR' : 'PENDING',
      'delivery.error': errorText(error),
      'delivery.leaseExpireTime': null,
    });
    return 'failed';
  } finally {
    // A refused or broken conversation closes too, not only a sent one.
    transport?.close();
  }
}

/** A new mail: sent now, and retried here while it fails (at most 5 attempts in all). */
export async function handleMailCreated(event: { params: { mailId: string } }): Promise<void> {
  await deliverMail(event.params.mailId);
}

export const deliverMailTrigger = onDocumentCreated(
  {
    document: `${mailCollection}/{mailId}`,
    region: 'us-central1',
    secrets: [smtpUrl],
    timeoutSeconds: 540,
  },
  handleMailCreated,
);

/** What the sweeper takes up: PENDING past due (a lost trigger), PROCESSING past its lease. */
async function sweepMail(limit = 200): Promise<number> {
  const open = await db
    .collection(mailCollection)
    .where('delivery.state', 'in', ['PENDING', 'PROCESSING'])
    .limit(limit)
    .get();
  const outcomes = await Promise.all(
    open.docs.map((doc) => deliverMail(doc.id, { reclaim: true, maxWaitMs: 0 })),
  );
  return outcomes.filter((outcome) => outcome !== 'nothing').length;
}

export const sweepMailSchedule = onSchedule(
  { schedule: 'every 5 minutes', region: 'us-central1', secrets: [smtpUrl], timeoutSeconds: 540 },
  async () => {
    await sweepMail();
  },
);
