import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockEndpoint } from '../../../mocks';
import { agencyPageOf, publicAgency, publicAgencyCandidates } from '../../../mocks/public-listings';
import { expectPageTitle, PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Public/Agency',
  tags: ['!autodocs'],
  ...portalStory({ path: `/agencies/${publicAgency.id}` }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its name, verified licence, city, and its listed candidates as the list's cards. */
export const WithCandidates: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, publicAgency.name);
    await expect(canvas.getByText('Licence verified by Bayti')).toBeVisible();
    await expect(canvas.getByText('Licence no. DXB-451287')).toBeVisible();
    const header = canvas.getByRole('heading', { level: 1 }).closest('header')!;
    await expect(within(header).getByText('Dubai')).toBeVisible();
    await expect(canvas.getByText('4 candidates listed')).toBeVisible();
    const section = canvas.getByRole('region', { name: 'Listed candidates' });
    const cards = await within(section).findAllByRole('article', {}, PAGE_LOAD);
    await expect(cards).toHaveLength(publicAgencyCandidates.length);
    await expect(
      within(cards[0]!).getByRole('link', { name: `Listed by ${publicAgency.name}` }),
    ).toHaveAttribute('href', `/agencies/${publicAgency.id}`);
  },
};

/** An agency with nothing listed, its licence not yet verified: it says so and offers the list. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockEndpoint('publicAgency', ({ query }) => ({
        data: {
          agency: { ...publicAgency, licenceStatus: 'new', licenceNumber: null, about: null },
          candidates: [],
          total: 0,
          page: query.page,
          pageSize: query.pageSize,
        },
      })),
    );
  },
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, publicAgency.name);
    await expect(canvas.getByText('Licence not yet verified')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'No candidates listed right now' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all candidates' })).toHaveAttribute(
      'href',
      '/candidates',
    );
  },
};

export const NotFound: Story = {
  parameters: { portal: { path: '/agencies/9999' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Agency Not Found' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all candidates' })).toHaveAttribute(
      'href',
      '/candidates',
    );
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, publicAgency.name);
    await expect(canvas.getByText('ترخيص تحقّقت منه بيتي')).toBeVisible();
  },
};

/** More than a page listed: a pager under the cards, each page its own address. */
export const ManyCandidates: Story = {
  tags: ['no-screenshot'],
  beforeEach: ({ msw }) => {
    // 30 listed: the fixtures' profiles again under other ids.
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...publicAgencyCandidates[index % publicAgencyCandidates.length]!,
      id: 1000 + index,
    }));
    msw.use(mockEndpoint('publicAgency', ({ query }) => ({ data: agencyPageOf(many, query) })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('30 candidates listed', {}, PAGE_LOAD)).toBeVisible();
    const section = canvas.getByRole('region', { name: 'Listed candidates' });
    await expect(within(section).getAllByRole('article')).toHaveLength(24);
    const pages = canvas.getByRole('navigation', { name: /pages|Pagination/i });
    await userEvent.click(within(pages).getByRole('button', { name: /Page 2/ }));
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(6), PAGE_LOAD);
  },
};
