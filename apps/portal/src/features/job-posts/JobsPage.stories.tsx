import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Public/Jobs',
  tags: ['!autodocs'],
  ...portalStory({ path: '/jobs' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open jobs, newest first, each with its terms and a way to read and apply. */
export const Jobs: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Jobs with families' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('2 open jobs')).toBeVisible();
    const nanny = canvas.getByRole('article', { name: 'Nanny in Dubai' });
    await expect(within(nanny).getByText('Private room in the home')).toBeVisible();
    await expect(
      within(nanny).getByRole('link', { name: 'Read and apply: Nanny in Dubai' }),
    ).toHaveAttribute('href', '/jobs/7');
    await expect(canvas.getByRole('article', { name: 'Cook in Abu Dhabi' })).toBeVisible();
  },
};

/** Filters that match nothing say so, with a way back to every job. */
export const NoJobsMatch: Story = {
  parameters: { portal: { path: '/jobs?emirate=Fujairah' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No open jobs match', {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const JobsInArabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'وظائف لدى الأسر' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'مربية في دبي' })).toBeVisible();
  },
};
