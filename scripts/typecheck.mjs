// `npm run typecheck`: every project's types, with one `tsc -b` over the six tsconfigs (one
// process that reads each file once), after a look at what that would miss. Build mode asks only
// whether a project's own files (its tsconfig's include) changed since its buildinfo was written,
// not the files it imports from another folder: a change in shared/src that broke web/src passed
// unseen on a warm cache (a fresh clone has none, so CI saw it). So the buildinfo of a project
// whose last program read a file outside its own that changed since is let go first: that project
// is checked again in full, the others from their buildinfo as before.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PROJECTS = [
  'shared/tsconfig.json',
  'shared/bench/tsconfig.json',
  'functions/tsconfig.json',
  'emulator-tests/tsconfig.json',
  'web/tsconfig.json',
  'web/tsconfig.node.json',
];
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

/** True when `file` is gone or was written after `time`. */
const changedSince = (file, time) => !existsSync(file) || statSync(file).mtimeMs > time;

/** The project's buildinfo when its last program read a file outside the project's own that
 * changed since, else null. */
function staleBuildInfo(project) {
  const file = path.join(ROOT, project);
  const config = ts.readConfigFile(file, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(file));
  const buildInfo = parsed.options.tsBuildInfoFile;
  if (buildInfo === undefined || !existsSync(buildInfo)) return null;
  const written = statSync(buildInfo).mtimeMs;
  const own = new Set(parsed.fileNames.map((name) => path.resolve(name)));
  const read = JSON.parse(readFileSync(buildInfo, 'utf8')).fileNames.map((name) =>
    path.resolve(path.dirname(buildInfo), name),
  );
  const outside = read.filter(
    (name) => !name.includes(`${path.sep}node_modules${path.sep}`) && !own.has(name),
  );
  return outside.some((name) => changedSince(name, written)) ? buildInfo : null;
}

for (const project of PROJECTS) {
  const buildInfo = staleBuildInfo(project);
  if (buildInfo !== null) rmSync(buildInfo);
}
const tsc = spawnSync(process.execPath, [TSC, '-b', ...PROJECTS], { cwd: ROOT, stdio: 'inherit' });
process.exit(tsc.status ?? 1);
