import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PlanCard } from './PlanCard';

const common = [
  'One-time payment',
  'No automatic renewals',
  'No hidden charges',
  '24/7 support',
  '30+ new profiles daily',
];

const meta = {
  title: 'Marketplace/PlanCard',
  component: PlanCard,
  args: {
    name: 'Standard',
    price: 'AED 245',
    period: '/ 1 month',
    features: ['Unlock full profiles and contact details', ...common],
    featuresLabel: 'Included',
    badge: 'MOST POPULAR',
    highlighted: true,
    ctaLabel: 'Get Started',
    onPress: fn(),
  },
  argTypes: { features: { control: 'object' } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Highlighted: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Standard' })).toHaveAttribute(
      'data-highlighted',
    );
    await expect(canvas.getByText('MOST POPULAR')).toBeVisible();
    await expect(
      canvas.getByRole('list', { name: 'Included' }).querySelectorAll('li'),
    ).toHaveLength(6);
    const cta = canvas.getByRole('button', { name: 'Get Started' });
    await expect(cta).toHaveAccessibleDescription('Standard');
    await userEvent.click(cta);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Basic: Story = {
  args: {
    name: 'Basic',
    price: 'AED 195',
    period: '/ 2 weeks',
    badge: undefined,
    highlighted: false,
    ctaLabel: 'Get Started Free',
    features: ['Browse verified profiles', ...common],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started Free' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Premium: Story = {
  args: {
    name: 'Premium',
    price: 'AED 495',
    period: '/ 2 months',
    badge: 'PREMIUM',
    highlighted: false,
    description: 'For families who want a dedicated consultant to shortlist for them.',
    features: ['Dedicated consultant', 'Shortlisting done for you', ...common],
  },
};

export const Busy: Story = {
  args: { isPending: true, pendingLabel: 'Processing...' },
  play: async ({ args, canvas }) => {
    const cta = canvas.getByRole('button', { name: /Processing\.\.\./ });
    await userEvent.click(cta);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const cta = canvas.getByRole('button', { name: 'Get Started' });
    await expect(cta).toBeDisabled();
    await userEvent.click(cta, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** The pricing page: three plans side by side, stacking on a phone. */
export const ThreePlans: Story = {
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'grid',
          gap: 24,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
          alignItems: 'stretch',
        }}
      >
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <PlanCard {...args} {...Basic.args} features={Basic.args?.features ?? []} />
      <PlanCard {...args} />
      <PlanCard
        {...args}
        {...Premium.args}
        features={Premium.args?.features ?? []}
        ctaLabel="Get Premium"
      />
    </>
  ),
};

export const RightToLeft: Story = {
  args: {
    name: 'القياسية',
    price: '245 درهم',
    period: '/ شهر واحد',
    badge: 'الأكثر شيوعًا',
    featuresLabel: 'المزايا',
    features: [
      'الوصول إلى الملفات الكاملة وبيانات التواصل',
      'دفعة واحدة',
      'بدون تجديد تلقائي',
      'دعم على مدار الساعة',
    ],
    ctaLabel: 'ابدأ الآن',
  },
  globals: { direction: 'rtl' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
