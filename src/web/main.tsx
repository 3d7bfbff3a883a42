import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { confirmToken, storedToken } from './api/client';
import { queryClient } from './api/query-client';
import { seedSignedInQueries } from './api/seed-signed-in-queries';
import { i18n, setupI18n } from './i18n/setup';
import { readSignedInPageState } from './lib/signed-in-page-state';
import { preloadSignedInScreen } from './preload';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A signed-in screen the server drew is in a language (src/web/prerender.tsx); read it before i18n changes it.
const prerenderedIn = root.hasChildNodes() ? document.documentElement.lang : null;
// A signed-in screen the server rendered comes with what it was drawn from: nothing of it is asked for again.
const signedIn = readSignedInPageState();
if (signedIn) {
  seedSignedInQueries(queryClient, signedIn);
  // The page was signed in by its cookie; the token this device keeps (if any) goes with this user.
  confirmToken(signedIn.user.id, storedToken());
}

preloadSignedInScreen(window.location.pathname);
await setupI18n(signedIn ?? undefined);

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>
);
// In the same language React takes that HTML over as it is, in a transition so that the work is done in short
// slices between which the phone can answer the person; otherwise it draws the page afresh.
if (signedIn && prerenderedIn === i18n.language) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);
