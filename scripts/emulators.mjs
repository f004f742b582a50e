// Shared by start, dev, test and bench: how to run the Firebase emulator suite on this
// offline machine. firebase-tools would download its Firestore emulator jar; the image
// already ships one, so we point firebase-tools at it through a manifest-only launcher jar.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const projectId = 'demo-foodtable';
export const firebaseBin = join(root, 'node_modules', '.bin', 'firebase');
export const hostingUrl = 'http://127.0.0.1:5000';

const imageJar =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const launcherJar = join(root, '.emulators', 'firestore-launcher.jar');

export function assertJava() {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
  } catch {
    console.error(
      'Java was not found. The Firestore emulator needs Java 11 or later: install it (Debian: apt-get install -y openjdk-17-jre-headless) and try again.',
    );
    process.exit(1);
  }
}

/** Environment for firebase-tools: uses the image's emulator jar when it is there. */
export function emulatorEnv() {
  const env = { ...process.env };
  // No cloud metadata server is reachable here: Google's auth libraries in the Admin SDK and the
  // functions emulator's workers would look for one and print MetadataLookupWarning.
  env.METADATA_SERVER_DETECTION ??= 'none';
  if (!env.FIRESTORE_EMULATOR_BINARY_PATH && existsSync(imageJar)) {
    if (!existsSync(launcherJar)) {
      mkdirSync(dirname(launcherJar), { recursive: true });
      writeFileSync(launcherJar, manifestOnlyJar());
    }
    env.FIRESTORE_EMULATOR_BINARY_PATH = launcherJar;
  }
  // Bound the Firestore emulator's heap: rule-coverage data grows with every request, and an
  // unbounded JVM on a shared machine ends in the kernel's OOM killer.
  env.JAVA_TOOL_OPTIONS ??= '-Xmx3g';
  // The functions emulator starts one Node worker per concurrent call and has no bounded pool
  // (decision 001). Background triggers do go through a queue: keep at most 8 of them
  // running on two cores instead of 50. A worker that takes longer than 30 s to load is
  // abandoned with its caller left hanging: give slow loads under a burst 90 s.
  env.FUNCTIONS_EMULATOR_PARALLEL ??= '8';
  env.FUNCTIONS_DISCOVERY_TIMEOUT ??= '90';
  return env;
}

function manifestOnlyJar() {
  const manifest = Buffer.from(
    [
      'Manifest-Version: 1.0',
      'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      `Class-Path: file:${imageJar}`,
      '',
      '',
    ].join('\r\n'),
  );
  return storedZip('META-INF/MANIFEST.MF', manifest);
}

/** A zip archive holding one uncompressed file: all a JVM needs to read a manifest. */
function storedZip(name, data) {
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

function crc32(buf) {
  let crc = 0xffffffff;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Runs a command in the foreground, failing the script when it fails. `onChild` sees the process. */
export function run(cmd, args, { onChild, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...options });
    onChild?.(child);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${args.join(' ')} exited ${code ?? signal}`)),
    );
  });
}

/** Polls a URL until it answers at all (any status), or gives up. */
export async function waitFor(url, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      await fetch(url);
      return Date.now() - start;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export const functionsUrl = `http://127.0.0.1:5001/${projectId}/us-central1`;

/**
 * One call to each HTTP function, waiting for the answers: afterwards each has a loaded, idle
 * worker, so the next call does not pay the cold start. Returns the milliseconds per function.
 */
export async function warmFunctions(timeoutMs = 90_000) {
  const calls = {
    // Unauthenticated: the function itself answers 401 without touching data.
    placeOrder: () =>
      fetch(`${functionsUrl}/placeOrder`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: {} }),
        signal: AbortSignal.timeout(timeoutMs),
      }),
    api: () => fetch(`${functionsUrl}/api/top-selling`, { signal: AbortSignal.timeout(timeoutMs) }),
  };
  const entries = await Promise.all(
    Object.entries(calls).map(async ([name, call]) => {
      const start = Date.now();
      // Port 5001 answers before the functions are loaded: 404 "does not exist" until then.
      for (;;) {
        const response = await call();
        const body = await response.text();
        if (response.status !== 404 || !body.includes('does not exist')) break;
        if (Date.now() - start > timeoutMs) throw new Error(`${name} was not loaded in time`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return [name, Date.now() - start];
    }),
  );
  return Object.fromEntries(entries);
}

/** Waits until every emulator of the suite answers. */
export async function waitForEmulators() {
  for (const port of [9099, 8080, 5001, 5000]) await waitFor(`http://127.0.0.1:${port}/`);
}
