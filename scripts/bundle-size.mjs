#!/usr/bin/env node
// Builds the web app for production and prints how much JavaScript a phone downloads, gzipped:
// for the first screen (the entry chunk plus everything it imports statically, i.e. the home
// screen), for the table (first screen + the room route + the table, each with its static
// imports), the online transport (the Firebase SDK, loaded when a player goes online), the
// offline worker (room layer + AI), and the whole app. Usage: npm run size:web
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('../web/', import.meta.url));
const outDir = path.join(webRoot, 'dist');

await build({ root: webRoot, logLevel: 'warn', build: { outDir, manifest: true, emptyOutDir: true } });

/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));

const sizeOf = (file) => {
  const bytes = readFileSync(path.join(outDir, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

const firstScreen = new Set();
const firstScreenCss = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || firstScreen.has(chunk.file)) return;
  firstScreen.add(chunk.file);
  for (const css of chunk.css ?? []) firstScreenCss.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

/** The files a set of manifest entries loads: each chunk and its static imports. */
const closure = (keys) => {
  const files = new Set();
  const add = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  keys.forEach(add);
  return files;
};
const keyOf = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));
const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const table = closure([...entry, keyOf('app/routes/room.tsx'), keyOf('table/components/table-room.tsx')]);
const online = closure([keyOf('firebase/firebase-session.ts')].filter(Boolean));
// Workers are emitted beside the chunks but not listed in the manifest.
const workers = readdirSync(path.join(outDir, 'assets'))
  .filter((f) => /\.worker-.*\.js$/.test(f))
  .map((f) => `assets/${f}`);

const allJs = [...new Set([...Object.values(manifest).map((chunk) => chunk.file), ...workers])].filter((f) =>
  f.endsWith('.js'),
);
const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} kB`;
const total = (files) => files.reduce((sum, f) => sum + sizeOf(f).gzip, 0);

console.log('\nweb bundle (gzip -9)');
for (const file of allJs.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) {
  const { raw, gzip } = sizeOf(file);
  const mark = firstScreen.has(file) ? '*' : ' ';
  console.log(`${mark} ${file.padEnd(44)} ${kb(raw)} raw ${kb(gzip)} gzip`);
}
console.log('  (* = loaded for the first screen)\n');
console.log(`First screen JS:  ${kb(total([...firstScreen]))} gzip in ${firstScreen.size} file(s)`);
console.log(`First screen CSS: ${kb(total([...firstScreenCss]))} gzip`);
console.log(
  `Table JS:         ${kb(total([...table]))} gzip in ${table.size} file(s) (first screen + room + table)`,
);
console.log(`Online (Firebase):${kb(total([...online]))} gzip, loaded when a player goes online`);
console.log(`Offline worker:   ${kb(total(workers))} gzip, loaded when a player plays offline`);
console.log(`All JS:           ${kb(total(allJs))} gzip in ${allJs.length} file(s)`);
