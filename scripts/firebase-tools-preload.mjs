// Loaded into the firebase-tools process before it starts (scripts/emulators.mjs, `node --import`),
// to cut two waits out of every emulator start (neither changes what the emulators answer), and
// to keep the suite up when a functions worker fails after it has answered.
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);

// The Auth emulator compiles a JSON-schema validator for each of its ~100 REST operations before
// it listens: 6 to 19 s of a start on this machine. exegesis, its router, can compile each one on
// the operation's first request instead (its lazyCompileValidationSchemas option, off by default
// and not set by firebase-tools 13), which brings the Auth emulator's start under a second.
const exegesisOptions = require(
  require.resolve('exegesis/lib/options', {
    paths: [dirname(require.resolve('firebase-tools/package.json'))],
  }),
);
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

// The functions emulator forwards each call to a worker process. When the connection to the
// worker fails after the worker has answered (a soak run's log: the call "Finished", then
// "Request to function failed: Error: write EPIPE"), its error handler writes a 500 on the
// answered response; Node throws ERR_HTTP_HEADERS_SENT from that handler, and the uncaught
// exception ends the whole emulator suite, so every later test meets ECONNREFUSED. The caller
// has its answer already: what the handler writes after it is dropped, and the worker is still
// stopped as firebase-tools stops it. A deployed function has no such hub.
const { RuntimeWorker } = require(
  require.resolve('firebase-tools/lib/emulator/functionsRuntimeWorker', {
    paths: [dirname(require.resolve('firebase-tools/package.json'))],
  }),
);
const forward = RuntimeWorker.prototype.request;
RuntimeWorker.prototype.request = function request(req, resp, ...rest) {
  for (const method of ['writeHead', 'write', 'end']) {
    const write = resp[method];
    resp[method] = function (...args) {
      const answered = resp.writableEnded || (method === 'writeHead' && resp.headersSent);
      return answered ? resp : write.apply(this, args);
    };
  }
  return forward.call(this, req, resp, ...rest);
};
