// Renders the app's icons for the web manifest from public/favicon.svg with Debian's
// Chromium: 192 and 512 px as drawn, and a 512 px maskable one whose queen sits inside
// the safe zone (the middle 80 %) of a full-bleed background, for launchers that crop
// icons to a circle or a squircle. `make icons` writes them to public/icons/; they are
// committed, so a build needs no browser. The offline spec checks what the manifest lists.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launchChromium } from './lib.mjs';

const root = join(import.meta.dirname, '..');
const svg = await readFile(join(root, 'public', 'favicon.svg'), 'utf8');
const background = svg.match(/<rect[^>]*fill="([^"]+)"/)?.[1] ?? '#7a4b22';
const queen = svg.replace(/<rect[^>]*\/>/, '');
const browser = await launchChromium();
const page = await browser.newPage();
async function render(markup, size, file) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0">${markup.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  await page.screenshot({ path: join(root, 'public', 'icons', file), omitBackground: true });
  console.log(`public/icons/${file}`);
}
await render(svg, 192, 'icon-192.png');
await render(svg, 512, 'icon-512.png');
// Maskable: the background fills the square; the drawing shrinks to 70 % around the centre.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${background}"/><svg x="15" y="15" width="70" height="70" viewBox="0 0 100 100">${queen.replace(/^<svg[^>]*>|<\/svg>$/g, '')}</svg></svg>`;
await render(maskable, 512, 'icon-maskable-512.png');
await browser.close();
