// Checks that this clone's install is whole before anything starts: a missing workspace link or
// package otherwise surfaces as dozens of "Cannot find module" errors with no advice. Cheap (a few
// dozen file checks), so `npm run dev` runs it first and a test pipeline can too:
//   node scripts/check-install.mjs        exits 1 with one sentence of advice when the install is broken
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MIN_NODE = [20, 19];

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The folder holding `name` as Node would find it from `dir` (walking up node_modules), or null. */
function installed(name, dir) {
  for (let at = dir; ; at = dirname(at)) {
    const path = join(at, 'node_modules', name);
    if (existsSync(join(path, 'package.json'))) return path;
    if (at === ROOT || dirname(at) === at) return null;
  }
}

/** What is wrong with the install at `root`, in a few words, or null when it is whole. */
export function installProblem(root = ROOT) {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
    return `Node ${process.versions.node} is too old (the app needs ${MIN_NODE.join('.')} or newer)`;
  }
  if (!existsSync(join(root, 'node_modules'))) return 'node_modules is missing';
  const rootPackage = readJson(join(root, 'package.json'));
  const folders = ['.', ...rootPackage.workspaces];
  for (const folder of folders) {
    const dir = resolve(root, folder);
    const { name, dependencies = {}, devDependencies = {} } = readJson(join(dir, 'package.json'));
    if (folder !== '.') {
      const link = join(root, 'node_modules', name);
      if (!existsSync(link)) return `node_modules/${name} (the ${folder}/ workspace) is missing`;
      if (realpathSync(link) !== realpathSync(dir))
        return `node_modules/${name} does not point at ${folder}/`;
    }
    const missing = Object.keys({ ...dependencies, ...devDependencies }).find((dep) => !installed(dep, dir));
    if (missing)
      return `${missing} (needed by ${folder === '.' ? 'the root' : `${folder}/`}) is not installed`;
  }
  return null;
}

/** Exits with one sentence of advice when the install is broken; returns when it is whole. */
export function checkInstall(root = ROOT) {
  const problem = installProblem(root);
  if (problem === null) return;
  const advice = problem.startsWith('Node')
    ? 'install a newer Node (see the README) and run npm install again'
    : `run npm install in ${root} (the repository root, not a workspace folder) and try again`;
  console.error(`The install is incomplete: ${problem}; ${advice}.`);
  process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) checkInstall();
