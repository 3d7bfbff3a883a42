import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { italianElision } from '../shared/i18n/italian-elision';
import type { LanguageCode } from '../shared/languages';
import type { SignedInPageState } from '../shared/signed-in-page';
import { App } from './App';
import { seedSignedInQueries } from './api/seed-signed-in-queries';
import { SiteOrigin } from './features/landing/site-origin';
import { SupportChatStandIn } from './features/support/SupportChatStandIn';

export type LandingInput = { language: LanguageCode; catalogue: Record<string, unknown>; origin: string };
export type RenderedLanding = { html: string; title: string; description: string };
export type SignedInInput = SignedInPageState & { origin: string; path: string };
export type RenderedSignedIn = RenderedLanding;

function translator(language: LanguageCode, catalogue: Record<string, unknown>) {
  const i18n = createInstance().use(italianElision);
  void i18n.init({
    lng: language,
    resources: { [language]: { translation: catalogue } },
    interpolation: { escapeValue: false },
    postProcess: ['italianElision'],
    initAsync: false,
  });
  return i18n;
}

function app(
  options: { i18n: ReturnType<typeof createInstance>; origin: string; path: string; client: QueryClient },
  after?: ReactNode,
) {
  return (
    <I18nextProvider i18n={options.i18n}>
      <SiteOrigin.Provider value={options.origin}>
        <Router ssrPath={options.path}>
          <QueryClientProvider client={options.client}>
            <App />
            {after}
          </QueryClientProvider>
        </Router>
      </SiteOrigin.Provider>
    </I18nextProvider>
  );
}

/**
 * The landing page as HTML in one language, for the server to send: the app's own page at `/`, with the support
 * chat's stand-in, since the browser runs no app there (`features/landing/landing-islands.ts`).
 * Built by `vite build --ssr` into dist/ssr with its libraries inside, so the server needs nothing more.
 */
export function renderLanding({ language, catalogue, origin }: LandingInput): RenderedLanding {
  const i18n = translator(language, catalogue);
  const html = renderToString(app({ i18n, origin, path: '/', client: new QueryClient() }, <SupportChatStandIn />));
  return { html, title: i18n.t('meta.title'), description: i18n.t('meta.description') };
}

/**
 * Draws in the person's time zone, as their browser will (the account follows the device), so that a goal's days
 * are the same days on both sides. `renderToString` is synchronous: nothing else runs while `TZ` is changed.
 */
function inTimeZone<T>(timeZone: string, draw: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return draw();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

/** Per path, set once the lazily loaded screens that page shows have been loaded on the server. */
const screensLoaded = new Map<string, Promise<unknown>>();

/**
 * A signed-in screen as HTML, drawn from the user and boxes the server read for this request (a query cache of
 * its own, never shared with another request); the browser hydrates it with the same data (see main.tsx).
 * `renderToString` cannot wait for lazily loaded code, and `prerender` can but writes inline scripts that the
 * Content-Security-Policy refuses; so the first page drawn at a path waits for the code with `prerender`, once,
 * and every page is then drawn at once by `renderToString`, as plain HTML.
 */
export async function renderSignedIn({ origin, path, ...state }: SignedInInput): Promise<RenderedSignedIn> {
  const i18n = translator(state.language, state.catalogue);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  seedSignedInQueries(client, state);
  const tree = app({ i18n, origin, path, client });
  let loaded = screensLoaded.get(path);
  if (!loaded) {
    loaded = prerender(tree).catch((error: unknown) => {
      screensLoaded.delete(path);
      throw error;
    });
    screensLoaded.set(path, loaded);
  }
  await loaded;
  const html = inTimeZone(state.user.timeZone, () => renderToString(tree));
  client.clear();
  return { html, title: i18n.t('meta.title'), description: i18n.t('meta.description') };
}
