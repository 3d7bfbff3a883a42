import type { Page } from '@playwright/test';
import { label } from './label';

/** The boxes screen: its heading, the new box dialog and each box's tap. */
export function boxesPage(page: Page) {
  const newBoxDialog = page.getByRole('dialog', { name: label('boxes.createTitle') });
  return {
    heading: page.getByRole('heading', { name: label('boxes.title') }),
    empty: page.getByText(label('boxes.emptyTitle')),
    newBox: page.getByRole('button', { name: label('boxes.new'), exact: true }),
    newBoxDialog,
    createBox: page.getByRole('button', { name: label('boxes.create') }),
    /** The one-tap +1 of a counter box. */
    counter: (name: string) => page.getByRole('button', { name: label('boxes.tapCounter', { name }) }),
    /** The tap that opens a descriptive box's new event. */
    describe: (name: string) => page.getByRole('button', { name: label('boxes.tapDescriptive', { name }) }),
    eventDialog: (name: string) => page.getByRole('dialog', { name: label('boxes.newEventTitle', { name }) }),
  };
}
