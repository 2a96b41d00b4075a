import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { manyNotifications, notificationWorld } from '../../mocks/notifications';
import { expectPageTitle, PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Notifications/Page',
  tags: ['!autodocs'],
  ...portalStory({ path: '/notifications', signedInAs: 'client' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'All notifications' }, PAGE_LOAD);

/** Nothing yet: says so, and there is nothing to mark. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...notificationWorld([]));
  },
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'Notifications');
    await expect(canvas.getByText('You have no notifications yet.')).toBeVisible();
    await expect(canvas.getByText('Everything is read.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

/** The list, newest first, the unread count above it. */
export const List: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectPageTitle(canvas, 'Notifications');
    const items = within(await list(canvasElement)).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByText('Your Gold plan is active')).toBeVisible();
    await expect(canvas.getByText('2 unread notifications')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show older notifications' })).toBeNull();
  },
};

/** Older ones page by page: Show older notifications adds the next page under the first. */
export const Paging: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...notificationWorld(manyNotifications(25)));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(await list(canvasElement)).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Show older notifications' }));
    await waitFor(async () =>
      expect(within(await list(canvasElement)).getAllByRole('listitem')).toHaveLength(25),
    );
    await expect(canvas.getByText('A family shortlisted worker number 1')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show older notifications' })).toBeNull();
  },
};

/** Mark all as read: the count goes, no item says Unread. */
export const MarkAllRead: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...notificationWorld());
  },
  play: async ({ canvas, canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(await canvas.findByText('Everything is read.', {}, PAGE_LOAD)).toBeVisible();
    await expect(within(await list(canvasElement)).queryByText('Unread')).toBeNull();
  },
};

/** In Arabic, right to left. */
export const Arabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'الإشعارات');
  },
};
