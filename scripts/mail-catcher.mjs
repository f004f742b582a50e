// The tests' mail catcher (decision 170): a real SMTP server on loopback where the functions
// emulator sends (functions/.secret.local: smtp://127.0.0.1:1025), and a small HTTP API in
// maildev's shape on 1080 (GET /api/email lists what arrived, DELETE /api/email/all empties
// it; also without the /api prefix, as maildev 2 served them).
// `npm test` runs one for the whole emulator run (scripts/test-emulated.mjs); the functions'
// vitest starts one when none is listening (a targeted run). Testers get maildev from
// `npm start` instead: same ports, same GET /api/email.
//
// Scripted failures, chosen by the recipient's address, so the tests need no control channel:
// `refuse<N>-…@…` is refused (451, a temporary failure) the first N times it is offered, then
// accepted; `down-…@…` is always refused. GET /refused counts the refusals per address.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const catcherPorts = { smtp: 1025, http: 1080 };

/**
 * Starts the catcher on 127.0.0.1. Resolves with `{ mails, close() }` once both ports listen;
 * rejects if either is taken.
 */
export async function startMailCatcher({
  smtpPort = catcherPorts.smtp,
  httpPort = catcherPorts.http,
} = {}) {
  /** @type {Record<string, unknown>[]} */
  const mails = [];
  /** @type {Map<string, number>} */
  const refused = new Map();
  let next = 1;

  const refusalsWanted = (address) => {
    const local = address.toLowerCase().split('@')[0] ?? '';
    if (local.startsWith('down-')) return Infinity;
    const match = /^refuse(\d+)-/.exec(local);
    return match ? Number(match[1]) : 0;
  };

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      const done = refused.get(to) ?? 0;
      if (done < refusalsWanted(to)) {
        refused.set(to, done + 1);
        const error = Object.assign(new Error('Mailbox busy, try again later'), {
          responseCode: 451,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const address = (list) =>
            (Array.isArray(list) ? list : list ? [list] : []).flatMap((entry) => entry.value);
          mails.push({
            id: String(next++),
            time: new Date().toISOString(),
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            from: address(parsed.from),
            to: address(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
          });
          callback();
        })
        .catch((error) => callback(error));
    },
  });

  const http = createServer((request, response) => {
    const send = (status, body) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const path = (request.url ?? '').replace(/^\/api(?=\/)/, '');
    if (request.method === 'GET' && path === '/email') return send(200, mails);
    if (request.method === 'GET' && path === '/refused')
      return send(200, Object.fromEntries(refused));
    if (request.method === 'DELETE' && path === '/email/all') {
      mails.length = 0;
      return send(200, true);
    }
    return send(404, { error: 'not found' });
  });

  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve(undefined);
      });
    });
  await listen(smtp.server, smtpPort);
  try {
    await listen(http, httpPort);
  } catch (error) {
    await new Promise((resolve) => smtp.close(resolve));
    throw error;
  }
  return {
    mails,
    close: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => {
          http.closeAllConnections();
          http.close(resolve);
        }),
      ]),
  };
}

/** Whether something already answers on the catcher's SMTP port. */
export function smtpListening(port = catcherPorts.smtp) {
  return import('node:net').then(
    ({ connect }) =>
      new Promise((resolve) => {
        const socket = connect({ host: '127.0.0.1', port });
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      }),
  );
}

// `node scripts/mail-catcher.mjs`: run it alone until Ctrl+C.
if (import.meta.url === `file://${process.argv[1]}`) {
  const catcher = await startMailCatcher();
  console.log(
    `Mail catcher: SMTP 127.0.0.1:${catcherPorts.smtp}, inbox http://127.0.0.1:${catcherPorts.http}/api/email`,
  );
  for (const name of ['SIGINT', 'SIGTERM'])
    process.on(name, () => void catcher.close().then(() => process.exit(0)));
}
