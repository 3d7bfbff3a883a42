import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { DEFAULT_LANGUAGE, isLanguageCode, isRightToLeft } from '../../../shared/languages';
import { queryClient } from '../../api/query-client';
import { setupI18n } from '../../i18n/setup';
import { SupportChat } from './SupportChat';

/** A page that runs no router: a link the chat shows loads its page. */
function pageLocation(): [string, (to: string) => void] {
  return [window.location.pathname, (to) => window.location.assign(to)];
}

/**
 * The support chat, open, on a page the server drew that runs no app (the landing page): in the page's language,
 * drawn before this resolves so the button that asked for it can give way at once.
 */
export async function mountSupportChat(): Promise<void> {
  // The panel's code is asked for now, beside the language's texts, rather than once the chat is drawn.
  import('./SupportChatPanel').catch(() => {});
  const pageLanguage = document.documentElement.lang;
  const language = isLanguageCode(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE;
  await setupI18n({ language });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <DirectionProvider dir={isRightToLeft(language) ? 'rtl' : 'ltr'}>
            <Router hook={pageLocation}>
              <SupportChat startOpen />
            </Router>
          </DirectionProvider>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
