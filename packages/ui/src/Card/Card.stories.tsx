import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';
import { portraits } from '../story-assets';
import { Card } from './Card';

const navigate = fn();

const meta = {
  title: 'Display/Card',
  component: Card,
  args: {
    title: 'Visa Services',
    children:
      'Get your nanny visa processed in about 7 days, with free replacement within the first 3 months.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['elevated', 'outlined'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    header: { control: false },
    footer: { control: false },
    media: { control: false },
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ maxInlineSize: 360 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Elevated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Visa Services' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Outlined: Story = {
  args: { variant: 'outlined' },
};

/** Header extras and footer actions. */
export const WithHeaderAndFooter: Story = {
  args: {
    title: 'Offer Letter',
    header: <StatusBadge status="hired">Hired</StatusBadge>,
    footer: (
      <>
        <Button size="sm" variant="secondary">
          View
        </Button>
        <Button size="sm">Download</Button>
      </>
    ),
  },
};

export const WithMedia: Story = {
  args: {
    title: 'Maria Santos',
    media: (
      <img src={portraits.maria} alt="" style={{ aspectRatio: '4 / 3', objectFit: 'cover' }} />
    ),
    children: 'Nanny · Live-in · 6 years of experience',
  },
};

/** The whole card is a link; the link's name is the title. */
export const AsLink: Story = {
  args: { href: '/candidates/12', variant: 'outlined' },
  play: async ({ canvas }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Visa Services' });
    await expect(link).toHaveAttribute('href', '/candidates/12');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/candidates/12', undefined);
  },
};

/** The whole card is a button; actions in its footer stay separate. */
export const Pressable: Story = {
  args: {
    onPress: fn(),
    footer: (
      <Button size="sm" variant="ghost">
        Learn more
      </Button>
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Visa Services' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Learn more' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardFocus: Story = {
  args: { onPress: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Visa Services' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const RightToLeft: Story = {
  args: {
    title: 'خدمات التأشيرة',
    header: <StatusBadge status="selected">تم الاختيار</StatusBadge>,
    children:
      'احصل على تأشيرة المربية خلال 7 أيام تقريبًا، مع استبدال مجاني خلال الأشهر الثلاثة الأولى.',
    footer: <Button size="sm">ابدأ الآن</Button>,
  },
  globals: { direction: 'rtl' },
};

export const Mobile: Story = {
  args: {
    header: <StatusBadge status="hired">Hired</StatusBadge>,
    footer: <Button size="sm">Get Visa Now</Button>,
  },
  globals: { viewport: { value: 'mobile' } },
};
