import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { giveReason, moderationStory } from '../../../mocks/moderation-story';
import { findOpenDialog } from '../../../test-support/dialogs';
import { openListing } from './listing-story';
import { PAGE_LOAD } from '../../../test-support/portal-story';

// The admin's side of a candidate's listing: publish at once, hide and unhide with a reason.
const meta = {
  title: 'Portal/Admin/Candidate listing',
  tags: ['!autodocs'],
  ...moderationStory('/dashboard/admin/candidates'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const HideNeedsAReason: Story = {
  play: async ({ canvas }) => {
    const listing = await openListing(canvas, 'Mohammed Rafiq');
    await userEvent.click(within(listing).getByRole('button', { name: 'Hide' }));
    const dialog = await findOpenDialog('Hide Mohammed Rafiq');
    await giveReason(dialog, {
      field: /Reason/,
      text: 'Two families could not reach him.',
      confirm: 'Hide',
      refusedFirst: true,
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await expect(await within(listing).findByText('Hidden by Bayti', {}, PAGE_LOAD)).toBeVisible();
    await expect(within(listing).getByText('Two families could not reach him.')).toBeVisible();
    await expect(within(listing).getByRole('button', { name: 'Unhide' })).toBeVisible();
  },
};

export const Unhide: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    const listing = await openListing(canvas, 'Nirmala Fernando');
    await userEvent.click(within(listing).getByRole('button', { name: 'Unhide' }));
    const dialog = await findOpenDialog('Unhide Nirmala Fernando');
    // A note is optional here.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unhide' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await expect(await within(listing).findByText('Listed', {}, PAGE_LOAD)).toBeVisible();
  },
};

export const AdminPublishListsAtOnce: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    const listing = await openListing(canvas, 'Tigist Bekele');
    await userEvent.click(within(listing).getByRole('button', { name: 'Publish' }));
    const dialog = await findOpenDialog('Publish Tigist Bekele');
    await expect(
      within(dialog).getByText(
        'Published by an admin, she is listed at once. Choose how families with a plan reach her.',
      ),
    ).toBeVisible();
  },
};
