import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import type { LanguageCode } from '../shared/languages';
import { App } from './App';
import { SiteOrigin } from './features/landing/site-origin';

export type LandingInput = { language: LanguageCode; catalogue: Record<string, unknown>; origin: string };
export type RenderedLanding = { html: string; title: string; description: string };

/**
 * The landing page as HTML in one language, for the server to send before any JavaScript runs: the app itself at
 * `/`, so that the browser's React can take this HTML over (hydrate it) rather than draw the page again.
 * Built by `vite build --ssr` into dist/ssr with its libraries inside, so the server needs nothing more.
 */
export function renderLanding({ language, catalogue, origin }: LandingInput): RenderedLanding {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    resources: { [language]: { translation: catalogue } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <SiteOrigin.Provider value={origin}>
        <Router ssrPath="/">
          <QueryClientProvider client={new QueryClient()}>
            <App />
          </QueryClientProvider>
        </Router>
      </SiteOrigin.Provider>
    </I18nextProvider>,
  );
  return { html, title: i18n.t('meta.title'), description: i18n.t('meta.description') };
}
