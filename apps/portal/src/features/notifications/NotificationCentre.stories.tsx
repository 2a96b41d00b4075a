import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { manyNotifications, notificationWorld } from '../../mocks/notifications';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Notifications/Bell',
  tags: ['!autodocs'],
  ...portalStory({ path: '/privacy', signedInAs: 'client' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const bell = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('button', { name }, PAGE_LOAD);
const badgeOf = (button: HTMLElement) =>
  button.querySelector('[data-count]')?.getAttribute('data-count') ?? null;

/** Nothing unread: the bell without a badge; opened, it says there is nothing yet. */
export const None: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...notificationWorld([]));
  },
  play: async ({ canvasElement }) => {
    const button = await bell(canvasElement, 'Notifications, 0 unread');
    await expect(badgeOf(button)).toBeNull();
    await userEvent.click(button);
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(
      await within(popover).findByText('You have no notifications yet.', {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(within(popover).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

/** Two unread: the badge says 2 and the button's name says it in words. */
export const SomeUnread: Story = {
  play: async ({ canvasElement }) => {
    const button = await bell(canvasElement, 'Notifications, 2 unread');
    await expect(badgeOf(button)).toBe('2');
  },
};

/** More than 99 unread: the badge reads 99+. */
export const Many: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...notificationWorld(manyNotifications(120)));
  },
  play: async ({ canvasElement }) => {
    const button = await bell(canvasElement, 'Notifications, 120 unread');
    await expect(badgeOf(button)).toBe('99+');
  },
};

/** Open: the latest, newest first, unread ones marked; the time each came. */
export const Popover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await bell(canvasElement, 'Notifications, 2 unread'));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = await within(popover).findByRole(
      'list',
      { name: 'Latest notifications' },
      PAGE_LOAD,
    );
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Your Gold plan is activeUnread20 minutes ago',
      'Invoice INV-2026-0042 issuedUnread14 hours ago',
      'Someone tried to sign up with your email4 days ago',
    ]);
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/employer',
    );
  },
};

/** Opening one goes to its link and marks it read: the badge goes down by one. */
export const OpenOne: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...notificationWorld());
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await bell(canvasElement, 'Notifications, 2 unread'));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    const link = await within(popover).findByRole(
      'link',
      { name: /Invoice INV-2026-0042/ },
      PAGE_LOAD,
    );
    await userEvent.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await bell(canvasElement, 'Notifications, 1 unread');
  },
};

/** Mark all as read: the badge goes, and the list shows every one read. */
export const MarkAllRead: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...notificationWorld());
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await bell(canvasElement, 'Notifications, 2 unread'));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(popover).findByRole('list', {}, PAGE_LOAD);
    await userEvent.click(within(popover).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(popover).queryByText('Unread')).not.toBeInTheDocument());
    await expect(badgeOf(await bell(canvasElement, 'Notifications, 0 unread'))).toBeNull();
  },
};

/** See all: the /notifications page. */
export const SeeAll: Story = {
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(await bell(canvasElement, 'Notifications, 2 unread'));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(popover).getByRole('button', { name: 'See all' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Notifications' }, PAGE_LOAD),
    ).toBeVisible();
  },
};
