import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockInboxItems, mockUnhandled } from '../../../mocks/admin-inbox';
import { fixturePage } from '../../../mocks/fixture-page';
import { mockSignedInEndpoint } from '../../../mocks/endpoint-handler';
import { expectPageTitle, PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Admin/Inbox',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/admin/inbox', signedInAs: 'admin' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const contact = mockInboxItems.find((item) => item.kind === 'contact' && !item.handled);
if (contact?.kind !== 'contact') throw new Error('The inbox mock has no open contact request.');

export const ContactRequests: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'Inbox');
    await expect(
      await canvas.findByRole('tab', { name: 'Contact requests (1)' }, PAGE_LOAD),
    ).toHaveAttribute('aria-selected', 'true');
    const table = canvas.getByRole('table', { name: 'Contact requests messages' });
    await expect(await within(table).findByText(contact.message)).toBeVisible();
    const handled = within(table).getByRole('checkbox', { name: `Handled: ${contact.name}` });
    await expect(handled).not.toBeChecked();
    await userEvent.click(handled);
  },
};

export const VisaRequests: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Visa requests (1)' }, PAGE_LOAD));
    const table = await canvas.findByRole('table', { name: 'Visa requests messages' }, PAGE_LOAD);
    await expect(await within(table).findByText('Omar Haddad')).toBeVisible();
  },
};

const inboxAsked: { kind: string; handled?: boolean | undefined }[] = [];

/** Handled only: the filter reaches the server; the screen shows what it answers. */
export const HandledOnly: Story = {
  // Behaviour only: its last state looks like a story pictured already.
  tags: ['no-screenshot'],
  parameters: { portal: { path: '/dashboard/admin/inbox?show=handled' } },
  beforeEach: ({ msw }) => {
    inboxAsked.length = 0;
    msw.use(
      mockSignedInEndpoint('adminInbox', ({ query }) => {
        inboxAsked.push(query);
        const rows = mockInboxItems.filter((item) => item.kind === 'contact' && item.handled);
        return { data: { ...fixturePage(rows, query), unhandled: mockUnhandled } };
      }),
    );
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole(
      'table',
      { name: 'Contact requests messages' },
      PAGE_LOAD,
    );
    await expect(await within(table).findByText('Joy Santos')).toBeVisible();
    await expect(within(table).queryByText(contact.name)).toBeNull();
    await expect(inboxAsked[0]).toMatchObject({ kind: 'contact', handled: true });
  },
};
