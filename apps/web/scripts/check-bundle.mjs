// The JavaScript a first visit downloads before the visitor does anything, from the build's
// manifest (issue 20): the entry and the page's code with everything they import, gzip-compressed
// as compress.mjs wrote it. Fails the build when a page passes its ceiling: the budget
// once met, until then the size reached so far, so that nothing grows back while the rest is done.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunksOf, PAGE_MODULES } from './pages.mjs';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * Each public page and one signed-in page with its budget in KB (60 for `/`, which is to run no
 * React before the visitor interacts; 120 for a page that runs the app); a page not yet within its
 * budget has a ceiling, the size it has come down to.
 */
const LIMITS = {
  '/': { budget: 60, ceiling: 162 },
  '/about': { budget: 120, ceiling: 151 },
  '/auth': { budget: 120, ceiling: 222 },
  '/post/{id}': { budget: 120, ceiling: 192 },
  '/mentor/{id}': { budget: 120, ceiling: 240 },
  '/dashboard': { budget: 120, ceiling: 149 },
};

const gzipped = (file) => {
  const full = path.join(dist, file);
  return existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`).length : gzipSync(readFileSync(full)).length;
};

const over = [];
for (const [page, { budget, ceiling }] of Object.entries(LIMITS)) {
  const kb = [...chunksOf(manifest, ['index.html', ...PAGE_MODULES[page]])].reduce((sum, file) => sum + gzipped(file), 0) / 1024;
  const limit = ceiling ?? budget;
  const state = ceiling ? `not met, ceiling ${ceiling} KB` : 'met';
  console.log(`first visit ${page.padEnd(12)} ${kb.toFixed(1).padStart(6)} KB of JavaScript (gzip), budget ${budget} KB ${state}`);
  if (kb > limit) over.push(`${page} ${kb.toFixed(1)} KB (limit ${limit} KB)`);
}
if (over.length > 0) {
  console.error(`check-bundle: more JavaScript than allowed on ${over.join(', ')}`);
  process.exit(1);
}
