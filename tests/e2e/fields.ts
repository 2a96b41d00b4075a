import type { Locator, Page } from 'playwright-core';

/** Chooses an option of a select, whose button is named after its label (Nationality -> Kenyan). */
export async function pick(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a date into a date field (en-AE: day, month, year), segment by segment. */
export async function typeDate(scope: Locator, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  await scope
    .getByRole('group', { name: new RegExp(label) })
    .getByRole('spinbutton')
    .first()
    .click();
  await scope.page().keyboard.type(`${day}${month}${year}`);
}
