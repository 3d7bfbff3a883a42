import type { Page } from '@playwright/test';
import { label } from './label';

/** The sign-in and sign-up forms. */
export function authPage(page: Page) {
  return {
    email: page.getByLabel(label('auth.email')),
    password: page.getByLabel(label('auth.password'), { exact: true }),
    signIn: page.getByRole('button', { name: label('auth.signIn') }),
  };
}
