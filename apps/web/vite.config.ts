import { readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { messagesByArea } from './build/messages-plugin.ts';

const dist = path.resolve(import.meta.dirname, 'dist');

/**
 * The precache keeps the app shell only (decision 042): index.html, what it loads (the entry, the
 * shared chunks it preloads, the CSS) and its icons; the plugin adds the manifest and its icons.
 * Route chunks are cached by the worker when a page first loads them, so installing never
 * downloads every page of the app.
 */
function shellOnly<Entry extends { url: string }>(entries: Entry[]) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const loaded = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map(([, url]) => url));
  const manifest = entries.filter(({ url }) => url === 'index.html' || loaded.has(url));
  return { manifest, warnings: [] };
}

/**
 * Two builds: the app, and (`--ssr`) the prerender's entry, which paints the public pages without
 * data at build for visitors (decision 069) and needs no worker nor public files of its own.
 */
export default defineConfig(({ isSsrBuild }) => ({
  // One value for both builds: the footer's year (app/shell/footer.tsx).
  define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(new Date().getFullYear()) },
  plugins: [
    messagesByArea(),
    react(),
    tailwindcss(),
    !isSsrBuild &&
      VitePWA({
        // Our own worker (src/lib/pwa/sw.ts) with Workbox's modules: its routes need the cache rules
        // shared with the page, a sign-in/sign-out hook and a notificationclick handler.
        strategies: 'injectManifest',
        srcDir: 'src/lib/pwa',
        filename: 'sw.ts',
        registerType: 'prompt',
        // Registered by lib/pwa/register.ts, loaded after the first page is interactive.
        injectRegister: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          manifestTransforms: [shellOnly],
        },
        manifest: {
          id: '/',
          name: 'Prosper Mentor',
          short_name: 'Prosper',
          description: 'Find a mentor, share what you know, and grow with people across Africa.',
          lang: 'en',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          // --color-brand-900, as the page's theme-color meta.
          theme_color: '#14532d',
          background_color: '#ffffff',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        // `vite dev` runs without a worker: a cached shell would hide the edits being made.
        devOptions: { enabled: false },
      }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    ...(isSsrBuild
      ? { outDir: 'dist-server', copyPublicDir: false }
      : // Read by scripts/check-bundle.mjs for the first visit's size; the server does not serve dotted folders.
        { manifest: true }),
    chunkSizeWarningLimit: 200,
    rolldownOptions: {
      output: {
        // React and ReactDOM in one chunk of the first page, whatever lazy chunk also uses a part of them,
        // rather than slivers that cost a request and compress worse.
        codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
}));
