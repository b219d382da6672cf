#!/usr/bin/env node
// Takes a screenshot of a page in Chromium, for looking at what a person would see:
//   node scripts/shot.mjs <url> <out.png> [width] [height]
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';

const [url, out, width = '1280', height = '900'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/shot.mjs <url> <out.png> [width] [height]');
  process.exit(2);
}
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
page.on('pageerror', (e) => console.error('pageerror:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(Number(process.env.SHOT_WAIT ?? 1500));
await page.screenshot({ path: out, fullPage: true });
await browser.close();
