import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './index.css';
import './lib/i18n.ts';
import { App, appQueryClient } from './app/app.tsx';
import { viewerKeys } from './lib/viewer.ts';

const root = document.getElementById('root')!;
const client = appQueryClient();
const app = (
  <StrictMode>
    <App client={client} Router={BrowserRouter} />
  </StrictMode>
);

if (root.hasChildNodes()) {
  // A page the build painted for visitors (decision 069): the server sends it only to a browser with
  // no session, so the viewer is known, and the same tree takes over the HTML in place.
  client.setQueryData(viewerKeys.all, null);
  // Every form of the app is sent by its script: one sent with a key before the page is taken over
  // stays on the page rather than leaving it with what was typed in its address.
  document.addEventListener('submit', (event) => event.preventDefault());
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
