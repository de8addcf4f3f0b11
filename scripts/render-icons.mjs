#!/usr/bin/env node
// Renders web/public/icon.svg into the PNG icons that platforms without SVG icon support need
// (iOS home screen: apple-touch-icon 180 px; Android/Chrome install: 192 and 512 px), using
// Debian's Chromium. Run after changing the SVG: npm run icons:web
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../web/public/', import.meta.url));
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  console.error(
    'Rendering icons needs Chromium at /usr/bin/chromium: apt-get update && apt-get install -y chromium',
  );
  process.exit(1);
}

const svg = readFileSync(`${publicDir}icon.svg`, 'utf8');
const sizes = { 'apple-touch-icon.png': 180, 'icon-192.png': 192, 'icon-512.png': 512 };
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const [file, size] of Object.entries(sizes)) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: `${publicDir}${file}`, type: 'png', omitBackground: false });
    await page.close();
    console.log(`web/public/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
