// Loaded into the firebase-tools process before it starts (scripts/emulators.mjs, `node --import`),
// to cut two waits out of every emulator start (neither changes what the emulators answer), to
// keep each call's socket to a functions worker open until the hub has written the whole call, to
// keep the suite up should a worker's socket fail after it has answered, and in the test
// pipeline's suites to serve every callable from one pool of workers.
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { CALLABLE_HEADER } from './functions-worker-preload.mjs';

const require = createRequire(import.meta.url);

/** A module of firebase-tools, or of a package only firebase-tools depends on. */
const fromFirebaseTools = (request) =>
  require(require.resolve(request, { paths: [dirname(require.resolve('firebase-tools/package.json'))] }));

// The Auth emulator compiles a JSON-schema validator for each of its ~100 REST operations before
// it listens: 6 to 19 s of a start on this machine. exegesis, its router, can compile each one on
// the operation's first request instead (its lazyCompileValidationSchemas option, off by default
// and not set by firebase-tools 13), which brings the Auth emulator's start under a second.
const exegesisOptions = fromFirebaseTools('exegesis/lib/options');
if (typeof exegesisOptions.compileOptions === 'function') {
  const compileOptions = exegesisOptions.compileOptions;
  exegesisOptions.compileOptions = (options = {}) =>
    compileOptions({ lazyCompileValidationSchemas: true, ...options });
}

// To find the functions, firebase-tools starts them in a child process, fetches their manifest,
// then waits for that child to exit. Node 20's default agent keeps the manifest's connection open,
// which holds the child's server (and the start) for about 4 s more, on every start and every
// rebuild; the Node 18 default that firebase-tools 13 was written for closes it.
http.globalAgent = new http.Agent({ keepAlive: false });

// The functions emulator's hub forwards each call to a worker process over a socket, with the
// caller's headers, the hop-by-hop `Connection` among them: the emulator tests' callers ask for
// `close` (emulator-tests/support/transport.ts), so the worker closed the socket as soon as it had
// answered. For a body larger than the socket's buffer (bad-input.emulator's hostile payloads, 0.3
// to 1.2 MB) the hub, its event loop behind on a loaded machine, still had a write of that call
// queued when the worker closed, and the write failed: "Request to function failed: Error: write
// EPIPE", 7 to 18 times in each of four runs of that file beside three busy processes (a debug
// hook showed the whole call still queued when the answer came, every time). Mostly the answer was
// in first; once in a soak it was not, and the caller got a 500. The hop is the hub's own: it asks
// the worker to keep the socket open and ends it itself once the answer is read (its agent keeps
// no connection, above). With that, 0 in four runs of the file alone and 0 in a whole soak run.
//
// Should a worker's connection still fail after it has answered, firebase-tools' error handler
// does two things meant for a worker that failed before answering:
// - it writes a 500 on the answered response: Node throws ERR_HTTP_HEADERS_SENT from the handler
//   and the uncaught exception ends the whole emulator suite (every later test: ECONNREFUSED);
// - it kills the worker, which its answer had already marked idle: until the process exits, the
//   pool hands it the next call, which fails ("Beginning execution", then "Request to function
//   failed: Error: read ECONNRESET", and that caller gets `internal`).
// The caller has its answer and the worker is sound (one connection failed), so for an answered
// call both are skipped. A deployed function has no such hub.
const { RuntimeWorker, RuntimeWorkerPool } = fromFirebaseTools(
  'firebase-tools/lib/emulator/functionsRuntimeWorker',
);

/** Set on a worker's process while the handler of a call it answered runs; its kill is skipped. */
const answeredThenFailed = Symbol('answeredThenFailed');
const spareable = new WeakSet();

/** Makes `child.kill` skip the kill that follows an answered call's failure. */
function spareAfterAnswer(child) {
  if (spareable.has(child)) return;
  spareable.add(child);
  const kill = child.kill;
  child.kill = function (...args) {
    return this[answeredThenFailed] ? false : kill.apply(this, args);
  };
}

const forward = RuntimeWorker.prototype.request;
RuntimeWorker.prototype.request = function request(req, resp, ...rest) {
  const child = this.runtime.process;
  spareAfterAnswer(child);
  for (const method of ['writeHead', 'write', 'end']) {
    const write = resp[method];
    resp[method] = function (...args) {
      const answered = resp.writableEnded || (method === 'writeHead' && resp.headersSent);
      if (!answered) return write.apply(this, args);
      // The handler writes, then kills, in one synchronous run: the mark lasts until it returns.
      child[answeredThenFailed] = true;
      queueMicrotask(() => (child[answeredThenFailed] = false));
      return resp;
    };
  }
  const hop = { ...req, headers: { ...req.headers, connection: 'keep-alive' } };
  return forward.call(this, hop, resp, ...rest);
};

// One pool of workers for every callable, in the suites `npm test` serves (TEXAS42_ONE_WORKER_POOL,
// set by scripts/emulators.mjs serve). firebase-tools keeps a pool per function: each callable's
// first call starts a worker process, and so does each call beside another in flight to the same
// callable. A worker takes about 0.4 s of CPU to load and 0.25 s more for the Admin SDK's first
// Firestore call, and two test files started 34 to 40 of them. Every worker loads the whole
// functions bundle and picks its callable by name (functionsEmulatorRuntime's FUNCTION_TARGET), so
// any worker can run any callable: here the pool has one key, and each call names its callable in
// a header the worker reads before the call (scripts/functions-worker-preload.mjs). A worker still
// takes one call at a time, a new one starts only when every worker is busy, and each call's log
// lines name its own callable. What callables now share is module state that a deployed instance
// shares between the calls of one callable (the Admin SDK's Firestore, the AI's worker thread).
// The same two files started 5 workers; `npm run test:emulators` on the quiet machine went from
// 203 s and 279 s of CPU to 157 s and 191 s, its 95 tests passing both ways.
if (process.env.TEXAS42_ONE_WORKER_POOL === '1') {
  const { EmulatorLogger } = fromFirebaseTools('firebase-tools/lib/emulator/emulatorLogger');
  RuntimeWorkerPool.prototype.getKey = () => 'every callable';
  RuntimeWorkerPool.prototype.submitRequest = function submitRequest(triggerId, req, resp, body) {
    const worker = this.getIdleWorker(triggerId);
    if (!worker) throw new Error(`no idle worker for ${triggerId}: submitRequest must follow readyForWork`);
    worker.triggerKey = triggerId;
    worker.logger = EmulatorLogger.forFunction(triggerId);
    const named = { ...req, headers: { ...req.headers, [CALLABLE_HEADER]: triggerId } };
    return worker.request(named, resp, body, false);
  };
}
