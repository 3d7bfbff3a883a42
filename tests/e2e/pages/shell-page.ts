import type { Page } from '@playwright/test';
import { label } from './label';

/** The signed-in frame: the user menu and the screen's own heading. */
export function shellPage(page: Page) {
  return {
    userMenu: page.getByRole('button', { name: label('shell.userMenu') }),
    heading: page.getByRole('heading', { level: 1 }),
  };
}
