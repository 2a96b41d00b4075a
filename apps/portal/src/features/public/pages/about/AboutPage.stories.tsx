import { publicCandidates } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectPageTitle, portalStory } from '../../../../test-support/portal-story';

const meta = {
  title: 'Portal/Public/About',
  tags: ['!autodocs'],
  ...portalStory({ path: '/about' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'Bringing families and domestic workers together, fairly');
    // Bayti in figures.
    for (const figure of ['Visa processing', 'Verified workers', 'Nationalities', 'Support']) {
      await expect(canvas.getByText(figure, { selector: 'dt' })).toBeVisible();
    }
    // The workers and nationalities are the listings' counts (here the fixtures').
    const valueOf = (label: string) =>
      canvas.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    await expect(valueOf('Verified workers')).toBe(String(publicCandidates.length));
    await expect(valueOf('Nationalities')).toBe(
      String(new Set(publicCandidates.map((c) => c.nationality)).size),
    );
    for (const title of ['The problem we solve', 'Benefits for everyone', 'Our values']) {
      await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    // The nav marks the page the reader is on.
    await expect(canvas.getByRole('link', { name: 'About', current: 'page' })).toBeVisible();
  },
};
