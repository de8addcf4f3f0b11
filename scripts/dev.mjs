// `npm run dev`: the whole app on this machine. Starts the real Firebase emulators and the Vite dev
// server, both reachable from phones on the same network, and prints the address to open.
import { spawn } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_PORT = 5173;
const EMULATOR_READY = /All emulators ready/;

/** Starts a child in its own process group, echoing its output with a prefix. */
function start(name, command, args, onLine) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        console.log(`[${name}] ${line}`);
        onLine?.(line);
      }
    });
  }
  child.on('exit', (code) => {
    console.error(`[${name}] stopped (${code ?? 'signal'}); shutting down.`);
    stop(code ?? 1);
  });
  return child;
}

/** The machine's IPv4 addresses on the local network, for phones to reach it. */
function lanAddresses() {
  return Object.values(networkInterfaces())
    .flat()
    .filter((net) => net && net.family === 'IPv4' && !net.internal)
    .map((net) => net.address);
}

const children = [];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

children.push(
  start('emulators', process.execPath, ['scripts/emulators.mjs', 'start', '--host', '0.0.0.0'], (line) => {
    if (!EMULATOR_READY.test(line)) return;
    children.push(
      start('web', 'npm', [
        'run',
        'dev',
        '-w',
        'web',
        '--',
        '--host',
        '0.0.0.0',
        '--port',
        String(WEB_PORT),
        '--strictPort',
      ]),
    );
    const urls = [
      `http://localhost:${WEB_PORT}/`,
      ...lanAddresses().map((ip) => `http://${ip}:${WEB_PORT}/`),
    ];
    console.log(`\n  Texas 42 is starting. Open ${urls[0]}`);
    if (urls.length > 1) console.log(`  On a phone on the same network: ${urls.slice(1).join('  ')}`);
    console.log('  Ctrl-C stops everything.\n');
  }),
);
