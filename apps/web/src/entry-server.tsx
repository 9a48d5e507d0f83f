import { createContext, StrictMode, type ReactNode, use } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import './lib/i18n.ts';
import { App, appQueryClient } from './app/app.tsx';
import { viewerKeys } from './lib/viewer.ts';

const PathContext = createContext('/');

/** The router at the one address being painted. */
function RouterAtPath({ children }: { children: ReactNode }) {
  return <StaticRouter location={use(PathContext)}>{children}</StaticRouter>;
}

/**
 * A public page without data as a visitor first sees it, rendered at build (decision 069): the app's
 * own tree at that address, with nobody signed in, every lazy part of the page waited for.
 */
export async function renderPage(path: string): Promise<string> {
  const client = appQueryClient();
  client.setQueryData(viewerKeys.all, null);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PathContext value={path}>
        <App client={client} Router={RouterAtPath} />
      </PathContext>
    </StrictMode>,
    // An error inside a boundary would leave its fallback (a spinner) in the page: the build fails instead.
    { onError: (error) => void errors.push(error) },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  if (errors.length > 0) throw new AggregateError(errors, `${path} could not be painted`);
  return Buffer.concat(chunks).toString('utf8');
}
