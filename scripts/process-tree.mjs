// Finding and ending every process a script started, whatever they do. firebase-tools starts
// the Java Firestore emulator in a session of its own (so killing firebase-tools' process group
// misses it) and one Node worker per concurrent function call (which outlive it when it dies
// mid-burst). Linux reads /proc; elsewhere only process groups are used.
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';

/**
 * The suite's ports: firebase.json's, the Firestore websocket, the Eventarc and Tasks emulators,
 * and the mail catcher's SMTP and inbox (1025, 1080).
 */
export const suitePorts = [1025, 1080, 4400, 4500, 5000, 5001, 8080, 9099, 9150, 9299, 9499];

/** Every process: pid, parent, process group, session and start time (to spot reused pids). */
export function listProcesses() {
  let names;
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  const processes = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.push({
        pid: Number(name),
        state: fields[0],
        ppid: Number(fields[1]),
        pgid: Number(fields[2]),
        sid: Number(fields[3]),
        start: fields[19],
      });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return processes;
}

/** The process `pid` and all its descendants, from one listing. */
export function treeOf(pid, processes = listProcesses()) {
  const children = new Map();
  for (const process of processes) {
    const siblings = children.get(process.ppid) ?? [];
    siblings.push(process);
    children.set(process.ppid, siblings);
  }
  const tree = processes.filter((process) => process.pid === pid);
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i].pid) ?? []));
  return tree;
}

/**
 * Everything still alive of what was seen: processes in any of the given process groups or
 * sessions, and the remembered processes (same pid and start time). Zombies do not count.
 */
export function survivors({ groups = [], sessions = [], remembered = new Map() }) {
  return listProcesses().filter(
    (process) =>
      process.state !== 'Z' &&
      (groups.includes(process.pgid) ||
        sessions.includes(process.sid) ||
        remembered.get(process.pid) === process.start),
  );
}

/** Sends `signal`, ignoring processes that are already gone. */
export function signal(pid, name) {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

/** The ports of `ports` that still accept a connection on 127.0.0.1. */
export async function portsInUse(ports = suitePorts) {
  const open = await Promise.all(
    ports.map(
      (port) =>
        new Promise((resolve) => {
          const socket = connect({ host: '127.0.0.1', port });
          socket.setTimeout(1000);
          socket.once('connect', () => {
            socket.destroy();
            resolve(true);
          });
          socket.once('timeout', () => {
            socket.destroy();
            resolve(true);
          });
          socket.once('error', () => resolve(false));
        }),
    ),
  );
  return ports.filter((_, index) => open[index]);
}
