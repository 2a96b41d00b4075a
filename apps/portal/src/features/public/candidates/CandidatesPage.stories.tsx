import { PAGE_SIZE, candidatesQuerySchema, searchCandidates } from '@bayti/data/contract';
import { publicCandidates } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockEndpoint } from '../../../mocks';
import { firstCandidatesPage } from '../../../mocks/candidates';
import { findOpenDialog } from '../../../test-support/dialogs';
import { expectPageTitle, PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Public/Candidates',
  tags: ['!autodocs'],
  ...portalStory({ path: '/candidates' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page the server answers for a search (the contract's reference helper over the fixtures). */
const expected = (search: Record<string, unknown>) =>
  searchCandidates(
    publicCandidates,
    candidatesQuerySchema.parse({ pageSize: PAGE_SIZE, ...search }),
  );

type ListQuery = Record<string, unknown>;

/** What the screen asked the list for, in order. */
const asked: ListQuery[] = [];

/**
 * The list answers the given page when `when` holds for the request, else its unfiltered first
 * page; every request is kept, so a story checks what the screen sends.
 */
function answering(when: (query: ListQuery) => boolean, page: ReturnType<typeof expected>) {
  asked.length = 0;
  return mockEndpoint('candidates', ({ query }) => {
    asked.push(query);
    return { data: when(query) ? page : firstCandidatesPage(query.pageSize) };
  });
}

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
  beforeEach: ({ msw }) => {
    msw.use(answering((query) => query.page === 2, expected({ page: 2 })));
  },
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
    await expect(asked.at(-1)).toMatchObject({ page: 2, pageSize: PAGE_SIZE });
  },
};

const filipino = expected({ nationality: 'Filipino', sort: 'age-desc' });
const liveOut = expected({ nationality: 'Filipino', workType: 'Live-out', sort: 'age-desc' });

/** The filters and the sort reach the server; the screen shows what it answers, in its order. */
export const Filtered: Story = {
  parameters: { portal: { path: '/candidates?nationality=Filipino&sort=age-desc' } },
  beforeEach: ({ msw }) => {
    asked.length = 0;
    msw.use(
      mockEndpoint('candidates', ({ query }) => {
        asked.push(query);
        return { data: query.workType === 'Live-out' ? liveOut : filipino };
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(found(filipino.total), {}, PAGE_LOAD)).toBeVisible();
    await expect(asked[0]).toMatchObject({ nationality: 'Filipino', sort: 'age-desc' });
    // In the server's order.
    await expect(await cardNames(canvasElement)).toEqual(names(filipino));
    await expect(
      canvas.getByRole('button', { name: 'Sort: Age: Oldest to Youngest' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Filipino/, pressed: true })).toBeVisible();

    // Narrowing the work type keeps the nationality and the sort.
    const workType = await canvas.findByRole('combobox', { name: 'Work Type' });
    await userEvent.selectOptions(workType, 'Live-out');
    await expect(await canvas.findByText(found(liveOut.total), {}, PAGE_LOAD)).toBeVisible();
    await expect(asked.at(-1)).toMatchObject({
      nationality: 'Filipino',
      workType: 'Live-out',
      sort: 'age-desc',
      page: 1,
    });
    await waitFor(
      async () => expect(await cardNames(canvasElement)).toEqual(names(liveOut)),
      PAGE_LOAD,
    );
    await expect(workType).toHaveValue('Live-out');
    // The screenshot shows the result, not whether the select still held focus when it was taken.
    workType.blur();
  },
};

const noKenyanPartTime = expected({ nationality: 'Kenyan', workType: 'Part-time' });

export const Empty: Story = {
  parameters: { portal: { path: '/candidates?nationality=Kenyan&workType=Part-time' } },
  beforeEach: ({ msw }) => {
    msw.use(answering((query) => query.nationality === 'Kenyan', noKenyanPartTime));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(noKenyanPartTime.total).toBe(0);
    await expect(
      await canvas.findByRole('heading', { name: 'No candidates found' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Try adjusting your filters to see more results')).toBeVisible();

    await expect(asked[0]).toMatchObject({ nationality: 'Kenyan', workType: 'Part-time' });

    // Clear All Filters asks for everyone, and shows them.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All Filters' }));
    const all = expected({});
    await expect(await canvas.findByText(found(all.total), {}, PAGE_LOAD)).toBeVisible();
    await expect(await cardNames(canvasElement)).toHaveLength(PAGE_SIZE);
    await expect(asked.at(-1)).not.toHaveProperty('nationality');
    await expect(asked.at(-1)).not.toHaveProperty('workType');
  },
};

const babycare = expected({ babycare: true });

export const PhoneWithFilterDrawer: Story = {
  globals: { viewport: { value: 'mobile' } },
  beforeEach: ({ msw }) => {
    msw.use(answering((query) => query.babycare === true, babycare));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('15 candidates found', {}, PAGE_LOAD)).toBeVisible();
    // On a phone the filters live in a drawer behind a button.
    await expect(canvas.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const drawer = await findOpenDialog('Filters');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Babycare experience' }));

    await waitFor(
      () => expect(canvas.getByText(found(babycare.total))).toBeInTheDocument(),
      PAGE_LOAD,
    );
    await expect(asked.at(-1)).toMatchObject({ babycare: true, page: 1 });
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

/** A card says how recently she was active and, for an agency's listing, links to its page. */
export const CardsWithListedByAndActiveDays: Story = {
  beforeEach: ({ msw }) => {
    const page = firstCandidatesPage(PAGE_SIZE);
    const [first, second, ...rest] = page.candidates;
    msw.use(
      mockEndpoint('candidates', () => ({
        data: {
          ...page,
          candidates: [
            {
              ...first!,
              activeAt: '2026-11-22T08:15:00+04:00',
              listedBy: { id: 1, name: 'Al Noor Domestic Services' },
            },
            { ...second!, activeAt: '2026-11-19T12:00:00+04:00' },
            ...rest,
          ],
        },
      })),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expectPageTitle(canvas, 'All Candidates');
    const results = within(canvasElement).getByRole('region', { name: 'Candidates' });
    const [first, second] = await within(results).findAllByRole('article', {}, PAGE_LOAD);
    await expect(within(first!).getByText('Active today')).toBeVisible();
    await expect(
      within(first!).getByRole('link', { name: 'Listed by Al Noor Domestic Services' }),
    ).toHaveAttribute('href', '/agencies/1');
    await expect(within(second!).getByText('Active 3 days ago')).toBeVisible();
    await expect(within(second!).queryByRole('link', { name: /Listed by/ })).toBeNull();
  },
};
