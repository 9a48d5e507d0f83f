// Paints the public pages that show no data, as a visitor first sees them, into
// dist/prerendered/<page>.html at build (issue 20, decision 069): index.html with the page in its
// root, readable before any script runs and with scripts blocked. The server sends one to a browser
// with no session cookie; the app then hydrates the same tree in place.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chunksOf, PAGE_MODULES } from './pages.mjs';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
/** The pages painted, by path: each shows the same to every visitor, whatever the data. */
const PAGES = ['/about', '/auth'];

// A text missing from the catalog is a console error (src/lib/i18n.ts): here it fails the build.
const consoleErrors = [];
console.error = (...args) => consoleErrors.push(args.map(String).join(' '));

const { renderPage } = await import(pathToFileURL(path.join(web, 'dist-server/entry-server.js')).href);
const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const inIndex = chunksOf(manifest, ['index.html']);

/**
 * The page's own code, fetched beside the entry rather than after it has run: the app takes the
 * page over as soon as the entry starts, so the painted page answers taps sooner.
 */
const preloadsOf = (page) =>
  [...chunksOf(manifest, PAGE_MODULES[page])]
    .filter((file) => !inIndex.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
if (!index.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty <div id="root"></div>');
mkdirSync(path.join(dist, 'prerendered'), { recursive: true });

for (const page of PAGES) {
  const body = await renderPage(page);
  // React puts the page's preloads (the logo) first; they belong in the head, not in the root it hydrates.
  const [, preloads = '', rest] = /^((?:<link [^>]*\/>)*)([\s\S]*)$/.exec(body) ?? [];
  const html = index
    .replace('</head>', `${preloads}${preloadsOf(page)}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${rest}</div>`);
  writeFileSync(path.join(dist, 'prerendered', `${page.slice(1)}.html`), html);
  console.log(`prerendered ${page} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB)`);
}
if (consoleErrors.length > 0) {
  process.stderr.write(`prerender: ${consoleErrors.join('\n')}\n`);
  process.exit(1);
}
// React's scheduler may keep a timer alive after the last render: the work is done.
process.exit(0);
