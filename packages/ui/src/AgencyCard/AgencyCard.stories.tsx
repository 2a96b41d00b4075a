import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { logo } from '../story-assets';
import { AgencyCard } from './AgencyCard';

const meta = {
  title: 'Marketplace/AgencyCard',
  component: AgencyCard,
  args: {
    name: 'Al Noor Manpower',
    logoSrc: logo('AN'),
    country: 'Kenya',
    countryLabel: 'Country',
    status: 'approved',
    statusLabel: 'Approved',
    statusTone: 'success',
    ratingText: '4.5/5',
    ratingLabel: 'Rating',
    viewLabel: 'View',
    onView: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgencyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Al Noor Manpower' })).toBeVisible();
    await expect(canvas.getByText('Approved')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('4.5/5')).toBeVisible();
    const view = canvas.getByRole('button', { name: 'View' });
    await expect(view).toHaveAccessibleDescription('Al Noor Manpower');
    await userEvent.click(view);
    await expect(args.onView).toHaveBeenCalledTimes(1);
  },
};

/** No logo: the initials on a placeholder; no status, not rated. */
export const Placeholder: Story = {
  args: {
    name: 'Gulf Star Recruitment',
    logoSrc: undefined,
    country: 'Philippines',
    status: undefined,
    statusLabel: undefined,
    statusTone: undefined,
    ratingText: 'Not rated',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('GS')).toBeVisible();
    await expect(canvas.queryByText('Approved')).toBeNull();
  },
};

/** The status colour follows `statusTone(status)` unless a tone is given. */
export const Rejected: Story = {
  args: {
    status: 'rejected',
    statusLabel: 'Rejected',
    statusTone: undefined,
    description: 'Nannies and elder care',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rejected')).toHaveAttribute('data-tone', 'danger');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View' }), { pointerEventsCheck: 0 });
    await expect(args.onView).not.toHaveBeenCalled();
  },
};

/** The admin agencies grid. */
export const Grid: Story = {
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
        }}
      >
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <AgencyCard {...args} />
      <AgencyCard
        {...args}
        name="Kampala Care Agency"
        logoSrc={logo('KC', '#1c5aa3')}
        country="Uganda"
        status="new"
        statusLabel="New"
        statusTone="info"
        ratingText="4.8/5"
      />
      <AgencyCard
        {...args}
        name="Lanka Home Services"
        logoSrc={undefined}
        country="Sri Lanka"
        status="suspended"
        statusLabel="Suspended"
        statusTone="danger"
        ratingText="Not rated"
      />
    </>
  ),
};

export const RightToLeft: Story = {
  args: {
    name: 'النور للقوى العاملة',
    country: 'كينيا',
    countryLabel: 'الدولة',
    statusLabel: 'معتمدة',
    ratingText: '4.5/5',
    ratingLabel: 'التقييم',
    viewLabel: 'عرض',
  },
  globals: { direction: 'rtl' },
};

export const Mobile: Story = {
  render: Grid.render,
  decorators: Grid.decorators,
  globals: { viewport: { value: 'mobile' } },
};
