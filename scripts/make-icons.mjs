#!/usr/bin/env node
// Makes the installed app's icons (apps/web/public/icons/*.png) from the SVGs in
// apps/web/build/icons, with the server's `sharp`. Run once after changing an SVG and commit
// the PNGs: the web build copies them as they are and needs no image tool.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sources = resolve(root, 'apps/web/build/icons');
const out = resolve(root, 'apps/web/public/icons');

/** Rendered above the largest size so edges stay sharp when scaled down. */
const RENDER_DENSITY_DPI = 384;

// "any" icons keep their rounded corners; maskable and Apple's are full-bleed (the system cuts
// its own shape; the glyph of the maskable one sits inside the central safe circle).
const icons = [
  { source: 'icon.svg', name: 'icon-192.png', size: 192 },
  { source: 'icon.svg', name: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', name: 'icon-maskable-192.png', size: 192 },
  { source: 'icon-maskable.svg', name: 'icon-maskable-512.png', size: 512 },
  { source: 'icon-maskable.svg', name: 'apple-touch-icon.png', size: 180 },
];

mkdirSync(out, { recursive: true });
for (const icon of icons) {
  await sharp(resolve(sources, icon.source), { density: RENDER_DENSITY_DPI })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(resolve(out, icon.name));
  console.log(`apps/web/public/icons/${icon.name} (${icon.size}×${icon.size})`);
}
