import { HOME_CANDIDATES } from '@bayti/data/contract';
import { publicCandidates } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPageTitle, PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

/** The teaser lists the first candidates of the default order (listing order, id ascending). */
const firstNames = [...publicCandidates]
  .sort((a, b) => a.id - b.id)
  .slice(0, HOME_CANDIDATES)
  .map((candidate) => candidate.name);

async function expectTeaser(section: HTMLElement) {
  const names = await within(section).findAllByRole('heading', { level: 3 }, PAGE_LOAD);
  await expect(names.map((name) => name.textContent)).toEqual(firstNames);
}

const meta = {
  title: 'Portal/Public/Home',
  tags: ['!autodocs'],
  ...portalStory({ path: '/' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'Do you need a maid or nanny in the UAE?');
    // 'Our Candidates' shows the first nine of the mock API's list.
    await expectTeaser(canvas.getByRole('region', { name: 'Explore Our All Candidates' }));
    await expect(canvas.getByRole('link', { name: 'Explore All Profiles' })).toHaveAttribute(
      'href',
      '/candidates',
    );
    // The story clock: the footer's year never depends on the day the test runs.
    await expect(canvas.getByText('© 2026 Bayti. All rights reserved.')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'هل تحتاج إلى عاملة منزلية أو مربية في الإمارات؟');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expectTeaser(canvas.getByRole('region', { name: 'استكشف جميع المرشحين' }));
  },
};
