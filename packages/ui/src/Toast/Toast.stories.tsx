import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within, screen } from 'storybook/test';
import { Button } from '../Button';
import { ToastQueue, ToastRegion, type ToastRegionProps } from './Toast';

const meta = {
  title: 'Overlays/Toast',
  component: ToastRegion,
  args: { label: 'Notifications', closeLabel: 'Dismiss' },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each story owns its queue, so toasts never leak from one story into the next. */
function useStoryQueue() {
  const [queue] = useState(() => new ToastQueue());
  useEffect(() => () => queue.clear(), [queue]);
  return queue;
}

const onClose = fn();

function SaveProfile(args: ToastRegionProps) {
  const queue = useStoryQueue();
  return (
    <>
      <Button
        onPress={() =>
          queue.success('Profile saved', {
            description: 'Families now see your new availability.',
            onClose,
          })
        }
      >
        Save profile
      </Button>
      <ToastRegion {...args} queue={queue} />
    </>
  );
}

/** Pressing the button queues a success toast; its close button removes it. */
export const ShowAndClose: Story = {
  render: (args) => <SaveProfile {...args} />,
  play: async ({ canvasElement }) => {
    onClose.mockClear();
    await expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save profile' }));

    const region = await screen.findByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog', { name: 'Profile saved' });
    await expect(toast).toHaveAccessibleDescription('Families now see your new availability.');
    await expect(toast).toHaveAttribute('data-variant', 'success');

    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};

function Timed(args: ToastRegionProps) {
  const queue = useStoryQueue();
  return (
    <>
      <Button variant="secondary" onPress={() => queue.info('Link copied', { timeout: 1500 })}>
        Copy profile link
      </Button>
      <ToastRegion {...args} queue={queue} />
    </>
  );
}

/** With `timeout`, the toast closes itself (the default is five seconds; this one takes 1.5). */
export const ClosesAfterTimeout: Story = {
  render: (args) => <Timed {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy profile link' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'Link copied' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
  },
};

function AllVariants({ rtl, ...args }: ToastRegionProps & { rtl?: boolean }) {
  const queue = useStoryQueue();
  useEffect(() => {
    // timeout 0: they stay until closed, so the screenshot is stable.
    if (rtl) {
      queue.success('تم حفظ الملف الشخصي', {
        description: 'ترى العائلات الآن مواعيدك الجديدة.',
        timeout: 0,
      });
      queue.error('تعذّر رفع جواز السفر', {
        description: 'يجب أن يكون الملف أصغر من ٥ ميغابايت.',
        timeout: 0,
      });
      queue.info('تم نسخ الرابط', { timeout: 0 });
    } else {
      queue.success('Profile saved', {
        description: 'Families now see your new availability.',
        timeout: 0,
      });
      queue.error('Passport upload failed', {
        description: 'The file must be smaller than 5 MB.',
        timeout: 0,
      });
      queue.info('Link copied', { timeout: 0 });
    }
    return () => queue.clear();
  }, [queue, rtl]);
  return <ToastRegion {...args} queue={queue} />;
}

/** Success, error and info, stacked in the bottom inline-end corner. */
export const Variants: Story = {
  render: (args) => <AllVariants {...args} />,
  play: async () => {
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(3));
    const box = region.getBoundingClientRect();
    await expect(Math.round(window.innerWidth - box.right)).toBe(16);
  },
};

/** In Arabic the toasts stack in the bottom-left corner. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'الإشعارات', closeLabel: 'إغلاق' },
  render: (args) => <AllVariants {...args} rtl />,
  play: async () => {
    const region = await screen.findByRole('region', { name: 'الإشعارات' });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(3));
    await waitFor(() => expect(Math.round(region.getBoundingClientRect().left)).toBe(16));
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <AllVariants {...args} />,
  play: async () => {
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth - 32);
  },
};
