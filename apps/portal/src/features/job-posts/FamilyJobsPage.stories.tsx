import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockSignedInEndpoint } from '../../mocks';
import { findOpenDialog } from '../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Employer/Jobs',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/employer/jobs', signedInAs: 'client' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (name: string) => within(document.body).findByRole('article', { name }, PAGE_LOAD);

/** Her posts with their state, the reviewer's reason, how many applied, and what she can do. */
export const Jobs: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Jobs' }, PAGE_LOAD),
    ).toBeVisible();
    const open = within(await card('Nanny in Dubai'));
    await expect(open.getByText('Listed')).toBeVisible();
    await expect(open.getByText('2 applied')).toBeVisible();
    await expect(open.getByRole('link', { name: 'See applicants' })).toHaveAttribute(
      'href',
      '/dashboard/employer/candidates',
    );
    const changes = within(await card('Cook in Dubai'));
    await expect(changes.getByText('Changes requested')).toBeVisible();
    await expect(changes.getByText(/Give the salary as a monthly amount/)).toBeVisible();
    await expect(changes.queryByRole('button', { name: /Mark filled/ })).toBeNull();
    const filled = within(await card('Housemaid in Dubai'));
    await expect(filled.queryByRole('button')).toBeNull();
  },
};

export const NoJobs: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockSignedInEndpoint('employerJobPosts', () => ({ data: { items: [] } })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('You have not posted a job yet', {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post a job' })).toBeVisible();
  },
};

/** Sending an empty form names every missing term on its field; nothing is sent. */
export const PostFormErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Post a job' }, PAGE_LOAD));
    const dialog = within(await findOpenDialog('Post a job'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send for review' }));
    for (const message of [
      'Choose the position',
      'Choose the emirate',
      'Enter the monthly salary in whole AED',
      'Describe the duties',
      'Choose the start date',
    ])
      await expect(await dialog.findAllByText(message)).not.toHaveLength(0);
  },
};

/** Editing sends the post back to review, and says so. */
export const EditSent: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit Cook in Dubai' }, PAGE_LOAD),
    );
    const dialog = within(await findOpenDialog('Edit Cook in Dubai'));
    await expect(dialog.getByRole('textbox', { name: /Lowest salary/ })).toHaveValue('3000');
    await userEvent.click(dialog.getByRole('button', { name: 'Send for review' }));
    await expect(
      await canvas.findByText('Your changes are sent for review.', {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

/** Closing an open job asks first (it cannot be undone); then it takes no more applications. */
export const Close: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Close Nanny in Dubai' }, PAGE_LOAD),
    );
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Close Nanny in Dubai?' }, PAGE_LOAD),
    );
    await expect(dialog.getByText(/A closed job cannot be listed again/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close the job' }));
    await expect(
      await canvas.findByText('The job is closed: it takes no more applications.', {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

/** Mark filled asks first too; Cancel leaves the job as it was. */
export const FillAsksFirst: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Mark filled: Nanny in Dubai' }, PAGE_LOAD),
    );
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Mark Nanny in Dubai filled?' }, PAGE_LOAD),
    );
    await expect(dialog.getByText(/This cannot be undone/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(await card('Nanny in Dubai')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const JobsInArabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(await card('مربية في دبي')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'انشري وظيفة' })).toBeVisible();
  },
};
