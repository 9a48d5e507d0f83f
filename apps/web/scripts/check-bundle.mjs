// The JavaScript a first visit downloads before the visitor does anything, from the build's
// manifest (issue 20): the entry and the page's code with everything they import, gzip-compressed
// as compress.mjs wrote it. Fails the build when a page passes its ceiling: the budget
// once met, until then the size reached so far, so that nothing grows back while the rest is done.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * Each public page and one signed-in page: the modules its route loads and its budget in KB (60 for
 * `/`, which is to run no React before the visitor interacts; 120 for a page that runs the app); a
 * page not yet within its budget has a ceiling, the size it has come down to.
 */
const PAGES = [
  {
    page: '/',
    modules: ['src/features/landing/landing-page.tsx', 'src/features/newsletter/components/subscribe-form.tsx'],
    budget: 60,
    ceiling: 162,
  },
  { page: '/about', modules: ['src/features/about/about-page.tsx'], budget: 120, ceiling: 147 },
  { page: '/auth', modules: ['src/features/auth/auth-page.tsx'], budget: 120, ceiling: 222 },
  { page: '/post/{id}', modules: ['src/features/articles/post-page.tsx'], budget: 120, ceiling: 192 },
  {
    page: '/mentor/{id}',
    modules: [
      'src/features/profiles/mentor-page.tsx',
      'src/features/sessions/components/mentor-reviews.tsx',
      'src/features/sessions/components/next-free-times.tsx',
      'src/features/stories/components/mentor-stories.tsx',
    ],
    budget: 120,
    ceiling: 240,
  },
  { page: '/dashboard', modules: ['src/features/dashboard/dashboard-page.tsx'], budget: 120, ceiling: 149 },
];

/** A chunk's files with every chunk they import, statically, as the browser fetches them before running. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`check-bundle: ${key} is not in the build (renamed? update PAGES)`);
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const gzipped = (file) => {
  const full = path.join(dist, file);
  return existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`).length : gzipSync(readFileSync(full)).length;
};

const over = [];
for (const { page, modules, budget, ceiling } of PAGES) {
  const kb = [...closure(['index.html', ...modules])].reduce((sum, file) => sum + gzipped(file), 0) / 1024;
  const limit = ceiling ?? budget;
  const state = ceiling ? `not met, ceiling ${ceiling} KB` : 'met';
  console.log(`first visit ${page.padEnd(12)} ${kb.toFixed(1).padStart(6)} KB of JavaScript (gzip), budget ${budget} KB ${state}`);
  if (kb > limit) over.push(`${page} ${kb.toFixed(1)} KB (limit ${limit} KB)`);
}
if (over.length > 0) {
  console.error(`check-bundle: more JavaScript than allowed on ${over.join(', ')}`);
  process.exit(1);
}
