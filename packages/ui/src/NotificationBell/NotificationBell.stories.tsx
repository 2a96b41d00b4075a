import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { NotificationBell } from './NotificationBell';
import { NotificationList, type NotificationListItem } from './NotificationList';

const latest: NotificationListItem[] = [
  {
    id: 3,
    title: 'A family shortlisted Maria Santos',
    time: '5 minutes ago',
    href: '/dashboard/candidate',
    unread: true,
  },
  {
    id: 2,
    title: 'Your listing of Maria Santos is live',
    time: '2 hours ago',
    href: '/dashboard/candidate/listing',
    unread: true,
  },
  {
    id: 1,
    title: 'Someone tried to sign up with your email',
    time: 'Yesterday',
    href: null,
    unread: false,
  },
];

/** The app's router: a followed notification navigates through it, not by loading a page. */
const navigate = fn();

const meta = {
  title: 'Overlays/NotificationBell',
  component: NotificationBell,
  args: {
    count: 2,
    label: 'Notifications, 2 unread',
    title: 'Notifications',
    children: null,
  },
  parameters: { layout: 'centered' },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <div style={{ minBlockSize: 440, display: 'flex', justifyContent: 'flex-end' }}>
        <NotificationBell
          {...args}
          footer={
            <>
              <Button variant="ghost" size="sm">
                Mark all as read
              </Button>
              <Button variant="secondary" size="sm">
                See all
              </Button>
            </>
          }
        >
          {(close) => (
            <NotificationList
              items={args.count === 0 ? [] : latest}
              label="Latest notifications"
              unreadLabel="Unread"
              empty="You have no notifications yet."
              onOpen={close}
            />
          )}
        </NotificationBell>
      </div>
    </RouterProvider>
  ),
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing unread: the bell alone, no badge. */
export const None: Story = {
  args: { count: 0, label: 'Notifications' },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    await expect(bell.querySelector('[data-count]')).toBeNull();
    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getByText('You have no notifications yet.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bell).toHaveFocus());
  },
};

/** Some unread: the badge shows the count; the popover lists the latest, unread ones marked. */
export const SomeUnread: Story = {
  args: { onOpenChange: fn() },
  play: async ({ args, canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(bell.querySelector('[data-count]')).toHaveAttribute('data-count', '2');
    await userEvent.click(bell);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = within(dialog).getByRole('list', { name: 'Latest notifications' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAccessibleName(
      'A family shortlisted Maria Santos Unread 5 minutes ago',
    );
    // The one that leads nowhere is a button, read without "Unread".
    await expect(
      within(list).getByRole('button', { name: /Someone tried to sign up/ }),
    ).not.toHaveAccessibleName(/Unread/);
    await expect(within(dialog).getByRole('button', { name: 'See all' })).toBeVisible();
    // Opening one navigates to it and closes the popover.
    navigate.mockClear();
    await userEvent.click(links[1]!);
    await expect(navigate).toHaveBeenCalledWith('/dashboard/candidate/listing', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Past 99 the badge reads 99+; the accessible name still says the number. */
export const Many: Story = {
  args: { count: 240, label: 'Notifications, 240 unread' },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 240 unread' });
    await expect(bell.querySelector('[data-count]')).toHaveAttribute('data-count', '99+');
  },
};

/** The popover open, for the screenshot: the latest, unread ones first in bold, and its actions. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 2 unread' }));
    await screen.findByRole('dialog', { name: 'Notifications' });
  },
};
