// Loaded into every Node process firebase-tools starts (NODE_OPTIONS, set by scripts/emulators.mjs);
// it acts only in a functions worker, the process that serves one call at a time.
//
// The functions emulator starts a worker for each callable, and one more for each call already in
// flight to it: dozens in a suite with a pool per callable (`npm run dev`'s, `emulators.mjs exec`'s),
// a handful in one with a pool for every callable (the test pipeline's, below).
// Each worker loads firebase-tools' functionsEmulatorShared for two small things (findModuleRoot and
// HttpConstants), and that module loads firebase-tools' deploy and extensions code at its top: about
// a second of CPU per worker on this machine, more than our own functions' bundle takes to load.
// Here those modules load on first use instead: a worker that never calls into them never pays for
// them, and one that does gets the same module, only later. What the emulator answers is unchanged.
import http from 'node:http';
import Module from 'node:module';
import { basename, join } from 'node:path';

/** What functionsEmulatorShared requires that a worker does not use (firebase-tools 13). */
const ON_FIRST_USE = new Set([
  '../deploy/functions/backend',
  '../extensions/manifest',
  '../extensions/extensionsHelper',
  './extensions/postinstall',
  '../deploy/functions/services',
  '../deploy/functions/prepare',
  '../utils',
]);

/** A stand-in for the module `load` returns, which loads it on its first use. */
function onFirstUse(load) {
  let real;
  const module = () => (real ??= load());
  return new Proxy(
    {},
    {
      get: (_, key) => module()[key],
      has: (_, key) => key in module(),
      ownKeys: () => Reflect.ownKeys(module()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(module(), key);
        return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
      },
    },
  );
}

const script = process.argv[1] ?? '';
const inWorker = basename(script, '.js') === 'functionsEmulatorRuntime';
if (inWorker) {
  const emulatorShared = join(script, '..', 'functionsEmulatorShared.js');
  const require = Module.prototype.require;
  Module.prototype.require = function (request) {
    if (this.filename === emulatorShared && ON_FIRST_USE.has(request))
      return onFirstUse(() => require.call(this, request));
    return require.call(this, request);
  };
}

/** The header that names the callable of a call, in a suite with one pool of workers for every
 * callable (scripts/firebase-tools-preload.mjs): the trigger's id, its region first. */
export const CALLABLE_HEADER = 'x-texas42-callable';

// In such a suite the worker takes each call's callable from its header. The runtime picks its
// callable from a message rather than from FUNCTION_TARGET when FUNCTION_DEBUG_MODE is set (as
// under --inspect-functions, where one worker serves every function); the header becomes that
// message, and the call reaches the runtime's server once the message is handled (a promise job,
// done before setImmediate's turn), so it runs the callable it names.
if (inWorker && process.env.TEXAS42_ONE_WORKER_POOL === '1') {
  process.env.FUNCTION_DEBUG_MODE = 'true';
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, request, ...rest) {
    const trigger = event === 'request' ? request.headers[CALLABLE_HEADER] : undefined;
    if (typeof trigger !== 'string') return emit.call(this, event, request, ...rest);
    delete request.headers[CALLABLE_HEADER];
    const functionTarget = trigger.replace(/^[a-z]+-[a-z]+\d+-/, '');
    const functionSignature = process.env.FUNCTION_SIGNATURE_TYPE;
    process.emit('message', JSON.stringify({ functionTarget, functionSignature }));
    setImmediate(() => emit.call(this, event, request, ...rest));
    return true;
  };
}
