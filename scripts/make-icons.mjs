#!/usr/bin/env node
// Renders www/icons/tobit.svg into the PNG icons the manifest and phones need, with headless
// Chromium (Debian's /usr/bin/chromium) driven by playwright-core. Run by hand after editing the
// SVG (`node scripts/make-icons.mjs`); the PNGs are committed.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const DIR = new URL('../www/icons/', import.meta.url);
const svg = readFileSync(new URL('tobit.svg', DIR), 'utf8');

// name, size, scale of the drawing, background behind it (maskable icons fill the whole square
// and keep the drawing inside the central safe zone, 80% of the size).
const ICONS = [
  ['icon-192.png', 192, 1, 'transparent'],
  ['icon-512.png', 512, 1, 'transparent'],
  ['maskable-512.png', 512, 0.78, '#e3bd7c'],
  ['apple-touch-icon-180.png', 180, 0.9, '#e3bd7c'],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage();
  for (const [name, size, scale, background] of /** @type {[string, number, number, string][]} */ (ICONS)) {
    await page.setViewportSize({ width: size, height: size });
    const inner = Math.round(size * scale);
    await page.setContent(`<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">
      <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg style="width:100%;height:100%;display:block" `)}</div></body></html>`);
    await page.screenshot({ path: new URL(name, DIR).pathname, omitBackground: background === 'transparent' });
    console.log(`${name} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
