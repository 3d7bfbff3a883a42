import { expect, signIn, test, toast } from './fixtures';
import { boxesPage } from './pages/boxes-page';
import { controls } from './pages/controls';
import { goalsPage } from './pages/goals-page';
import { koraiPage } from './pages/korai-page';
import { label } from './pages/label';

test('a box in km: its events ask how far, show it, and K-ORAI adds them up in km', async ({ page, newUser }) => {
  const user = await newUser();
  await signIn(page, user);
  await page.goto('/app');
  const boxes = boxesPage(page);
  await boxes.newBox.click();
  const boxDialog = boxes.newBoxDialog;
  await boxDialog.getByLabel(label('boxes.name')).fill('Corsa');
  await boxDialog.getByRole('radio', { name: new RegExp(label('boxes.modeDescriptive')) }).check();
  const unit = boxDialog.getByLabel(label('boxes.unit'));
  // The field takes no more than the server keeps.
  await unit.fill('k'.repeat(25));
  await expect(unit).toHaveValue('k'.repeat(20));
  await unit.fill('km');
  await boxes.createBox.click();
  await expect(boxDialog).toBeHidden();

  for (const [description, quantity] of [
    ['Giro del parco', '12'],
    ['Lungofiume', '7'],
  ]) {
    await boxes.describe('Corsa').click();
    const eventDialog = boxes.eventDialog('Corsa');
    await eventDialog.getByLabel(label('boxes.description')).fill(description ?? '');
    await eventDialog.getByLabel(label('boxes.quantityIn', { unit: 'km' })).fill(quantity ?? '');
    await controls(eventDialog).save.click();
    await expect(toast(page)).toContainText(label('boxes.eventSaved'));
    await expect(eventDialog).toBeHidden();
  }

  // Written, a bare number in this box is in km.
  const write = page.getByLabel(label('boxes.quickLog.label'), { exact: true });
  await write.fill('corsa 3');
  await expect(page.getByTestId('quick-log-preview')).toContainText('Corsa · 3 km');
  await write.fill('');

  await page.goto('/search');
  await page.getByLabel(label('search.label')).fill('parco');
  const found = page.getByRole('listitem').filter({ hasText: 'Giro del parco' });
  await expect(found).toContainText('12 km');

  await page.goto('/korai');
  await koraiPage(page).question.fill('Quanti km di corsa oggi?');
  await koraiPage(page).send.click();
  const conversation = page.getByRole('list', { name: label('korai.conversation') });
  await expect(conversation.getByRole('listitem').nth(1)).toContainText('19 km', { timeout: 20_000 });

  // The report of the box adds the km up.
  await page.goto('/reports');
  await page.getByRole('button', { name: /Corsa/ }).click();
  await expect(page.getByText(label('reports.totalIn', { unit: 'km' })).locator('..')).toContainText('19 km');

  // A goal in km: counted in the box's unit, on the goal and on the box's card.
  await page.goto('/goals');
  await goalsPage(page).newGoal.click();
  const goalDialog = page.getByRole('dialog', { name: label('goals.createTitle') });
  await goalDialog.getByLabel(label('goals.name')).fill('30 km a settimana');
  await goalDialog.getByRole('checkbox', { name: /Corsa/ }).check();
  await goalDialog.getByLabel(label('goals.target.kind')).selectOption({ label: label('goals.target.atLeast') });
  await goalDialog.getByLabel(label('goals.target.measure')).selectOption({ label: 'km' });
  await goalDialog.getByLabel(label('boxes.quantityIn', { unit: 'km' })).fill('30');
  await goalDialog.getByLabel(label('goals.target.period')).selectOption('week');
  await goalsPage(page).createGoal.click();
  await expect(goalDialog).toBeHidden();
  const goal = page.getByRole('listitem').filter({ hasText: '30 km a settimana' }).first();
  await expect(goal.getByTestId('goal-target-count')).toHaveText(
    label('goals.progress.week', { n: 19, target: '30 km' }),
  );
  await expect(goal.getByTestId('goal-target')).toContainText(label('goals.left.atLeast', { n: '11 km' }));
  await page.goto('/app');
  const card = page.getByRole('listitem').filter({ has: boxes.describe('Corsa') });
  await expect(card.getByTestId('goal-progress')).toContainText('19/30 km');

  // Without a unit the box asks for no quantity again.
  await page.goto('/app');
  await page.getByRole('button', { name: label('boxes.edit', { name: 'Corsa' }) }).click();
  const editDialog = page.getByRole('dialog', { name: label('boxes.editTitle') });
  await editDialog.getByLabel(label('boxes.unit')).fill('');
  await controls(editDialog).save.click();
  await expect(toast(page)).toContainText(label('boxes.updated'));
  await boxes.describe('Corsa').click();
  await expect(boxes.eventDialog('Corsa').getByLabel(label('boxes.description'))).toBeVisible();
  await expect(boxes.eventDialog('Corsa').getByText(label('boxes.quantityIn', { unit: 'km' }))).toHaveCount(0);
});
