// Before `npm test` or `npm run dev` starts anything: is the install whole? An install that lost a
// workspace link (node_modules/@texas42/<workspace>) otherwise surfaces as dozens of
// "Cannot find module '@texas42/shared'" errors from deep inside a build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Exits with one sentence of advice when node_modules or a workspace's link is missing. */
export function checkInstall() {
  const { workspaces } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const missing = workspaces.filter((folder) => {
    const { name } = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'));
    return !existsSync(join(ROOT, 'node_modules', name, 'package.json'));
  });
  if (!existsSync(join(ROOT, 'node_modules')) || missing.length > 0) {
    const what = missing.length > 0 ? `the link to ${missing.join(', ')} is missing` : 'nothing is installed';
    console.error(
      `The install is incomplete (${what}): run \`npm install\` at the repository root, then try again.`,
    );
    process.exit(1);
  }
}
