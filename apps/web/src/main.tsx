import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './index.css';
import './lib/i18n.ts';
import { App, appQueryClient } from './app/app.tsx';
import { PageLoadError } from './app/lazy-page.tsx';
import { reportLater } from './lib/monitoring/report-later.ts';
import { viewerKeys } from './lib/viewer.ts';

const root = document.getElementById('root')!;
const client = appQueryClient();
const app = (
  <StrictMode>
    <App client={client} Router={BrowserRouter} />
  </StrictMode>
);

/**
 * React redraws a part it could not take over. When the part's code could not be fetched, the page
 * says 'Failed to load page': the network's doing, a warning. Anything else (HTML that did not match
 * the app) is a bug: an error, and reported like one (SPEC §8).
 */
function onRecoverableError(error: unknown) {
  if (error instanceof Error && error.cause instanceof PageLoadError) {
    console.warn('A painted part was drawn again: its code could not be fetched', error.cause);
    return;
  }
  console.error(error);
  reportLater(error);
}

if (root.hasChildNodes()) {
  // A page the build painted for visitors (decision 069): the server sends it only to a browser with
  // no session, so the viewer is known, and the same tree takes over the HTML in place.
  // Stale from the start, so /api/me is asked once in the background, as on any first page.
  client.setQueryData(viewerKeys.all, null, { updatedAt: 0 });
  // Every form of the app is sent by its script: one sent with a key before the page is taken over
  // stays on the page rather than leaving it with what was typed in its address.
  document.addEventListener('submit', (event) => event.preventDefault());
  hydrateRoot(root, app, { onRecoverableError });
} else {
  createRoot(root).render(app);
}
