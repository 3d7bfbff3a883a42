import type { Locator, Page } from '@playwright/test';
import { label } from './label';

/** The buttons every screen and dialog shares, inside a scope (a page, a dialog, a card). */
export function controls(scope: Page | Locator) {
  const button = (key: string) => scope.getByRole('button', { name: label(key) });
  return {
    save: button('common.save'),
    cancel: button('common.cancel'),
    close: button('common.close'),
    retry: button('common.retry'),
  };
}
