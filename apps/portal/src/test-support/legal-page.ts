import { expect, within } from 'storybook/test';
import { expectPageTitle } from './portal-story';

/**
 * What a reader of a legal page (Privacy, Terms) sees: its title, a contents list linking to every
 * section in order, the sections themselves and the reading-progress bar.
 */
export async function expectLegalPage(
  canvasElement: HTMLElement,
  title: string,
  sections: readonly { title: string }[],
) {
  const canvas = within(canvasElement);
  await expectPageTitle(canvas, title);
  const contents = canvas.getByRole('navigation', { name: 'Contents' });
  const titles = sections.map((section) => section.title);
  await expect(
    within(contents)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(titles);
  for (const section of titles) {
    await expect(canvas.getByRole('region', { name: section })).toBeInTheDocument();
  }
  await expect(canvas.getByRole('progressbar', { name: 'Reading progress' })).toBeInTheDocument();
}
