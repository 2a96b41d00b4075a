import { PAGE_SIZE, candidatesQuerySchema, searchCandidates } from '@bayti/data/contract';
import { publicCandidates } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findOpenDialog } from '../../../test-support/dialogs';
import { expectPageTitle, PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Public/Candidates',
  tags: ['!autodocs'],
  ...portalStory({ path: '/candidates' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the API answers for a search, by the contract's reference helper. */
const expected = (search: Record<string, unknown>) =>
  searchCandidates(
    publicCandidates,
    candidatesQuerySchema.parse({ pageSize: PAGE_SIZE, ...search }),
  );

/** The count line, in English's singular for one. */
const found = (total: number) => `${total} candidate${total === 1 ? '' : 's'} found`;
const names = (page: { candidates: { name: string }[] }) => page.candidates.map((c) => c.name);

/** The names on the cards of the results, in order. */
async function cardNames(canvasElement: HTMLElement) {
  const results = within(canvasElement).getByRole('region', { name: 'Candidates' });
  const cards = await within(results).findAllByRole('article', {}, PAGE_LOAD);
  return cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const all = expected({});
    await expect(await canvas.findByText(found(all.total), {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.getByText(`showing 1 - ${PAGE_SIZE} of ${all.total}`)).toBeVisible();
    await expect(await cardNames(canvasElement)).toEqual(names(all));

    // The pager moves to the last page and shows who is there.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(
      await canvas.findByText(
        `showing ${PAGE_SIZE + 1} - ${all.total} of ${all.total}`,
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    await waitFor(
      async () => expect(await cardNames(canvasElement)).toEqual(names(expected({ page: 2 }))),
      PAGE_LOAD,
    );
  },
};

export const Filtered: Story = {
  parameters: { portal: { path: '/candidates?nationality=Filipino&sort=age-desc' } },
  play: async ({ canvas, canvasElement }) => {
    const filipino = expected({ nationality: 'Filipino', sort: 'age-desc' });
    await expect(await canvas.findByText(found(filipino.total), {}, PAGE_LOAD)).toBeVisible();
    // Oldest first, as the sort says.
    await expect(await cardNames(canvasElement)).toEqual(names(filipino));
    await expect(
      canvas.getByRole('button', { name: 'Sort: Age: Oldest to Youngest' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Filipino/, pressed: true })).toBeVisible();

    // Narrowing the work type keeps the nationality and the sort.
    const workType = await canvas.findByRole('combobox', { name: 'Work Type' });
    await userEvent.selectOptions(workType, 'Live-out');
    const liveOut = expected({ nationality: 'Filipino', workType: 'Live-out', sort: 'age-desc' });
    await expect(await canvas.findByText(found(liveOut.total), {}, PAGE_LOAD)).toBeVisible();
    await waitFor(
      async () => expect(await cardNames(canvasElement)).toEqual(names(liveOut)),
      PAGE_LOAD,
    );
    await expect(workType).toHaveValue('Live-out');
    // The screenshot shows the result, not whether the select still held focus when it was taken.
    workType.blur();
  },
};

export const Empty: Story = {
  parameters: { portal: { path: '/candidates?nationality=Kenyan&workType=Part-time' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(expected({ nationality: 'Kenyan', workType: 'Part-time' }).total).toBe(0);
    await expect(
      await canvas.findByRole('heading', { name: 'No candidates found' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Try adjusting your filters to see more results')).toBeVisible();

    // Clear All Filters brings everyone back.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All Filters' }));
    const all = expected({});
    await expect(await canvas.findByText(found(all.total), {}, PAGE_LOAD)).toBeVisible();
    await expect(await cardNames(canvasElement)).toHaveLength(PAGE_SIZE);
  },
};

export const PhoneWithFilterDrawer: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('15 candidates found', {}, PAGE_LOAD)).toBeVisible();
    // On a phone the filters live in a drawer behind a button.
    await expect(canvas.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const drawer = await findOpenDialog('Filters');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Babycare experience' }));

    const babycare = expected({ babycare: true });
    await waitFor(
      () => expect(canvas.getByText(found(babycare.total))).toBeInTheDocument(),
      PAGE_LOAD,
    );
    await expect(
      within(drawer).getByRole('checkbox', { name: 'Babycare experience' }),
    ).toBeChecked();
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'جميع المرشحين');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const results = canvas.getByRole('region', { name: 'المرشحون' });
    await expect(await within(results).findAllByRole('article', {}, PAGE_LOAD)).toHaveLength(
      PAGE_SIZE,
    );
    await expect(canvas.getByRole('region', { name: 'عوامل التصفية' })).toBeVisible();
  },
};
