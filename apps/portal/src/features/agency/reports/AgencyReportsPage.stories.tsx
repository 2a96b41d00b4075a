import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Agency/Reports',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/agency/reports', signedInAs: 'agency' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reports: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('table', { name: 'Monthly report' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByTestId('report-total-placements')).toHaveTextContent('19');
  },
};

export const SixMonths: Story = {
  // Behaviour only: its last state looks like a story pictured already.
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '6M' }, PAGE_LOAD));
    await expect(await canvas.findByText(/^Last 6 months ·/, {}, PAGE_LOAD)).toBeVisible();
  },
};

export const ReportsArabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('table', { name: 'التقرير الشهري' }, PAGE_LOAD),
    ).toBeVisible();
  },
};
