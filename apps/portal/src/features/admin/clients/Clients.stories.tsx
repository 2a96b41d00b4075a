import type { AdminClient } from '@bayti/data/contract';
import { adminClients } from '@bayti/data/fixtures';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixturePage } from '../../../mocks/fixture-page';
import { mockSignedInEndpoint } from '../../../mocks/endpoint-handler';
import { giveReason } from '../../../mocks/moderation-story';
import { findOpenDialog } from '../../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Admin/Clients',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/admin/clients', signedInAs: 'admin' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const family = adminClients[0]!;
const held = adminClients.filter((c) => c.status === 'Hold' || c.status === 'Resume');

/** What the screen asked the list for, and the server's answer to it (the story's rows). */
const asked: { group: string; search?: string | undefined }[] = [];
const answering =
  (rows: (query: { search?: string | undefined }) => AdminClient[]) =>
  ({ msw }: StoryContext) => {
    asked.length = 0;
    msw.use(
      mockSignedInEndpoint('adminClients', ({ query }) => {
        asked.push(query);
        return { data: fixturePage(rows(query), query) };
      }),
    );
  };

export const AllClients: Story = {
  beforeEach: answering(({ search }) => (search ? [] : adminClients)),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Clients' }, PAGE_LOAD);
    await expect(await within(table).findByText(family.name)).toBeVisible();
    for (const column of ['Name', 'Country', 'Mobile', 'Status', 'Last Updated', 'View']) {
      await expect(within(table).getByRole('columnheader', { name: column })).toBeVisible();
    }
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search clients' }), 'nobody');
    await expect(await canvas.findByText('No clients found', {}, PAGE_LOAD)).toBeVisible();
    await expect(asked.at(-1)).toMatchObject({ group: 'all', search: 'nobody' });
  },
};

/** View: the family's counts per stage, and the admin puts it on hold. */
export const DetailAndHold: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Clients' }, PAGE_LOAD);
    await userEvent.click(
      await within(table).findByRole('button', { name: `View ${family.name}` }),
    );
    const dialog = within(await findOpenDialog('Client details'));
    for (const stage of ['Shortlisted', 'Interviewed', 'Hired', 'Deployed', 'Replaced']) {
      await expect(dialog.getByText(stage)).toBeVisible();
    }
    await userEvent.click(dialog.getByRole('button', { name: 'Hold' }));
    await expect(await dialog.findByText('The client is now Hold.', {}, PAGE_LOAD)).toBeVisible();
    // Where the dialog's body rests after the message appears depends on timing; end on the
    // status actions, fully in view, so the picture is always the same.
    dialog.getByRole('button', { name: 'Suspend' }).scrollIntoView({ block: 'end' });
  },
};

/** Deactivate: stored with the admin's reason, which is required. */
export const DeactivateAccount: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Clients' }, PAGE_LOAD);
    await userEvent.click(
      await within(table).findByRole('button', { name: `View ${family.name}` }),
    );
    const details = within(await findOpenDialog('Client details'));
    // An active account is offered only Deactivate.
    await userEvent.click(
      await details.findByRole('button', { name: 'Deactivate account' }, PAGE_LOAD),
    );
    await expect(details.queryByRole('button', { name: 'Reactivate account' })).toBeNull();
    const dialog = await findOpenDialog(`Deactivate ${family.name}'s account`);
    await giveReason(dialog, {
      field: /Reason/,
      text: 'Asked workers for fees.',
      confirm: 'Deactivate account',
      refusedFirst: true,
    });
    await expect(
      await details.findByText(`${family.name}'s account is deactivated.`, {}, PAGE_LOAD),
    ).toBeVisible();
    // Only the other action is offered now, and still when the details are opened again.
    await expect(details.queryByRole('button', { name: 'Deactivate account' })).toBeNull();
    await expect(details.getByRole('button', { name: 'Reactivate account' })).toBeVisible();
    await userEvent.click(details.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await userEvent.click(within(table).getByRole('button', { name: `View ${family.name}` }));
    const reopened = within(await findOpenDialog('Client details'));
    await expect(
      await reopened.findByRole('button', { name: 'Reactivate account' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(reopened.queryByRole('button', { name: 'Deactivate account' })).toBeNull();
  },
};

/** Suspend also ends the account's sign-in: the Account section then offers only Reactivate. */
export const SuspendedAccount: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Clients' }, PAGE_LOAD);
    await userEvent.click(
      await within(table).findByRole('button', { name: `View ${family.name}` }),
    );
    const details = within(await findOpenDialog('Client details'));
    await details.findByRole('button', { name: 'Deactivate account' }, PAGE_LOAD);
    await userEvent.click(details.getByRole('button', { name: 'Suspend' }));
    await expect(
      await details.findByRole('button', { name: 'Reactivate account' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(details.queryByRole('button', { name: 'Deactivate account' })).toBeNull();
  },
};

export const HoldResume: Story = {
  parameters: { portal: { path: '/dashboard/admin/clients/hold-resume' } },
  beforeEach: answering(() => held),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Clients' }, PAGE_LOAD);
    await expect(await within(table).findByText(held[0]!.name)).toBeVisible();
    await expect(within(table).queryByText(family.name)).toBeNull();
    await expect(asked[0]).toMatchObject({ group: 'hold-resume' });
    await expect(canvas.getByRole('searchbox', { name: 'Search clients' })).toHaveAttribute(
      'placeholder',
      'Search by name or country...',
    );
  },
};

export const SuspendedEmpty: Story = {
  parameters: { portal: { path: '/dashboard/admin/clients/suspended' } },
  beforeEach: answering(() => []),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sorry! No Result Found', {}, PAGE_LOAD)).toBeVisible();
    await expect(asked[0]).toMatchObject({ group: 'suspended' });
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'العملاء' }, PAGE_LOAD);
    await expect(await within(table).findByText(family.name)).toBeVisible();
  },
};
