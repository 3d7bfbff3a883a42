import type { Page } from '@playwright/test';
import { label } from './label';

/** The search over every event. */
export function searchPage(page: Page) {
  return {
    searchbox: page.getByRole('searchbox', { name: label('search.label') }),
  };
}
