import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockSignedInEndpoint } from '../../mocks';
import { conversationWorld } from '../../mocks/conversations';
import { findOpenDialog } from '../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';

/** The story's own conversations (meta's beforeEach). */
let world = conversationWorld();

const portal = portalStory({ path: '/dashboard/employer/messages', signedInAs: 'client' });

const meta = {
  title: 'Portal/Employer/Messages',
  tags: ['!autodocs'],
  ...portal,
  // Each story's own conversations, two unread, changes kept (read, send, block, report).
  beforeEach: (context) => {
    const restore = portal.beforeEach(context);
    world = conversationWorld();
    context.msw.use(...world.handlers);
    return restore;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const MONEY_WARNING = /^Bayti never asks you to pay outside Bayti/;

const thread = (counterpart: string) =>
  screen.findByRole('log', { name: `Messages with ${counterpart}` }, PAGE_LOAD);

/** The inbox: who each conversation is with, about whom, the last message and what is unread. */
export const Inbox: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Messages' }, PAGE_LOAD),
    ).toBeVisible();
    const agency = await canvas.findByRole(
      'link',
      { name: /^Al Noor Recruitment 2 unread messages/ },
      PAGE_LOAD,
    );
    await expect(within(agency).getByText('About Priya Nair')).toBeVisible();
    const maria = canvas.getByRole('link', { name: /^Maria Santos/ });
    await expect(within(maria).getByText('Blocked')).toBeVisible();
    await expect(canvas.getByText('Choose a conversation to read it.')).toBeVisible();
    // The sidebar's Messages item carries the unread count.
    await expect(
      await canvas.findByRole('link', { name: 'Messages (2)' }, PAGE_LOAD),
    ).toBeVisible();
  },
};

export const EmptyInbox: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockSignedInEndpoint('conversations', () => ({ data: { items: [], unreadTotal: 0 } })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No messages yet', {}, PAGE_LOAD)).toBeVisible();
    await expect(
      canvas.getByText('Write to a worker from her profile or your list.'),
    ).toBeVisible();
  },
};

/** A thread with the scam guard's warnings under the agency's request for a deposit and a link. */
export const ScamWarning: Story = {
  parameters: { portal: { path: '/dashboard/employer/messages?c=2', signedInAs: 'client' } },
  play: async () => {
    const log = await thread('Al Noor Recruitment');
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await expect(within(log).getAllByText(MONEY_WARNING)).toHaveLength(2);
    await expect(
      within(log).getByText(
        'Be careful with links: never enter your password or card details outside Bayti.',
      ),
    ).toBeVisible();
    // Opening the thread marked it read: the badge is gone from the inbox.
    await expect(
      await screen.findByRole('link', { name: /^Al Noor Recruitment \d/ }, PAGE_LOAD),
    ).toBeVisible();
    const composer = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(composer, 'Thank you, I will not pay a deposit.{Enter}');
    await expect(
      await within(log).findByText('Thank you, I will not pay a deposit.', {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(composer).toHaveValue('');
  },
};

/** A conversation the family blocked: no composer, and Unblock in the menu. */
export const Blocked: Story = {
  parameters: { portal: { path: '/dashboard/employer/messages?c=1', signedInAs: 'client' } },
  play: async () => {
    const log = await thread('Maria Santos');
    await expect(within(log).getByText('Seen')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(
      screen.getByText('You blocked this conversation. Unblock it to write again.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Conversation actions' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Unblock' })).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Block' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** On a phone the thread takes the screen, with a way back to the inbox. */
export const PhoneThread: Story = {
  parameters: { portal: { path: '/dashboard/employer/messages?c=2', signedInAs: 'client' } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await thread('Al Noor Recruitment')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Conversations' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to conversations' })).toBeVisible();
  },
};

export const PhoneBackToInbox: Story = {
  ...PhoneThread,
  play: async ({ canvas }) => {
    await thread('Al Noor Recruitment');
    await userEvent.click(canvas.getByRole('link', { name: 'Back to conversations' }));
    await expect(
      await canvas.findByRole('list', { name: 'Conversations' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.queryByRole('log')).toBeNull();
  },
};

export const Report: Story = {
  parameters: { portal: { path: '/dashboard/employer/messages?c=2', signedInAs: 'client' } },
  play: async () => {
    await thread('Al Noor Recruitment');
    await userEvent.click(screen.getByRole('button', { name: 'Conversation actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    const dialog = await findOpenDialog('Report this conversation');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Asked me for money' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Anything the team should know (optional)' }),
      'They asked for a visa deposit.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    // The thank-you replaces the form with a dialog of its own, whose entry animation starts
    // transparent: read it again until it has settled.
    await waitFor(
      () =>
        expect(
          screen.getByText('Thank you. The Bayti team will look at this conversation.'),
        ).toBeVisible(),
      PAGE_LOAD,
    );
    await waitFor(() =>
      expect(world.reports).toEqual([
        { reason: 'asked_for_money', note: 'They asked for a visa deposit.' },
      ]),
    );
  },
};

export const ArabicThread: Story = {
  parameters: { portal: { path: '/dashboard/employer/messages?c=2', signedInAs: 'client' } },
  globals: { direction: 'rtl' },
  play: async () => {
    const log = await screen.findByRole(
      'log',
      { name: 'الرسائل مع Al Noor Recruitment' },
      PAGE_LOAD,
    );
    await expect(within(log).getAllByText(/^بيتي لا يطلب منك أبداً الدفع خارج بيتي/)).toHaveLength(
      2,
    );
    await expect(screen.getByRole('textbox', { name: 'الرسالة' })).toBeEnabled();
  },
};

/** The bell counts unread messages with the notifications, and links to Messages. */
export const BellCountsMessages: Story = {
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, 2 unread' }, PAGE_LOAD);
    await userEvent.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(await within(popover).findByRole('button', { name: 'Messages (2)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      await canvas.findByRole(
        'link',
        { name: /^Al Noor Recruitment 2 unread messages/ },
        PAGE_LOAD,
      ),
    ).toBeVisible();
  },
};
