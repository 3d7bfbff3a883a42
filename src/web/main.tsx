import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { queryClient } from './api/query-client';
import { i18n, setupI18n } from './i18n/setup';
import { preloadSignedInScreen } from './preload';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The server sends `/` already rendered in a language (src/web/prerender.tsx); read it before i18n changes it.
const prerenderedIn = root.hasChildNodes() ? document.documentElement.lang : null;

preloadSignedInScreen(window.location.pathname);
await setupI18n();

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>
);
// In the same language React takes that HTML over as it is; otherwise it draws the page afresh.
if (prerenderedIn === i18n.language && window.location.pathname === '/') hydrateRoot(root, app);
else createRoot(root).render(app);
