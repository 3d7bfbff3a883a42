import type { Page } from '@playwright/test';
import { label } from './label';

/** K-ORAI's screen: the greeting, the question and its send button, the history tab. */
export function koraiPage(page: Page) {
  return {
    welcome: page.getByRole('heading', { name: label('korai.welcomeTitle') }),
    question: page.getByLabel(label('korai.inputLabel')),
    send: page.getByRole('button', { name: label('korai.send') }),
    historyTab: page.getByRole('tab', { name: label('korai.historyTab') }),
  };
}
