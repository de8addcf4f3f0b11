// Loaded into every Node process firebase-tools starts (NODE_OPTIONS, set by scripts/emulators.mjs);
// it acts only in a functions worker, the process that serves one callable at a time.
//
// The functions emulator starts a worker for each callable, and one more for each call already in
// flight to it: dozens in every emulator suite a test run starts.
// Each worker loads firebase-tools' functionsEmulatorShared for two small things (findModuleRoot and
// HttpConstants), and that module loads firebase-tools' deploy and extensions code at its top: about
// a second of CPU per worker on this machine, more than our own functions' bundle takes to load.
// Here those modules load on first use instead: a worker that never calls into them never pays for
// them, and one that does gets the same module, only later. What the emulator answers is unchanged.
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
if (basename(script, '.js') === 'functionsEmulatorRuntime') {
  const emulatorShared = join(script, '..', 'functionsEmulatorShared.js');
  const require = Module.prototype.require;
  Module.prototype.require = function (request) {
    if (this.filename === emulatorShared && ON_FIRST_USE.has(request))
      return onFirstUse(() => require.call(this, request));
    return require.call(this, request);
  };
}
