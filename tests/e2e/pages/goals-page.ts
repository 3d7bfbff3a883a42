import type { Page } from '@playwright/test';
import { label } from './label';

/** The goals screen and its new goal dialog. */
export function goalsPage(page: Page) {
  return {
    newGoal: page.getByRole('button', { name: label('goals.new') }),
    createGoal: page.getByRole('button', { name: label('goals.create') }),
  };
}
