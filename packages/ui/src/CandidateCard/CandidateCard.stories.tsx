import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { flags, portraits } from '../story-assets';
import { CandidateCard } from './CandidateCard';

const navigate = fn();
const shortlist = fn();

const labels = {
  viewProfile: 'View Full Profile',
  age: 'Age',
  salary: 'Salary',
  location: 'Location',
  visaType: 'Visa',
  services: 'Services',
};

const meta = {
  title: 'Marketplace/CandidateCard',
  component: CandidateCard,
  args: {
    name: 'Maria Santos',
    photoSrc: portraits.maria,
    nationality: 'Filipino',
    flagSrc: flags.philippines,
    workStatus: 'Live-in',
    ageText: '32 years',
    salaryText: 'AED 1,800 / month',
    location: 'Dubai',
    visaType: 'Own Visa',
    services: ['Nanny', 'Cooking', 'Cleaning'],
    href: '/candidates/12',
    labels,
  },
  argTypes: { actions: { control: false } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ maxInlineSize: 340 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof CandidateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('article', { name: 'Maria Santos' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Maria Santos' })).toBeVisible();
    await expect(canvas.getByText('Filipino')).toBeVisible();
    await expect(canvas.getByText('Live-in')).toBeVisible();
    await expect(canvas.getByText('32 years')).toBeVisible();
    await expect(canvas.getByText('AED 1,800 / month')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Services' })).toHaveTextContent(
      'NannyCookingCleaning',
    );
    const link = canvas.getByRole('link', { name: 'View Full Profile' });
    await expect(link).toHaveAttribute('href', '/candidates/12');
    await expect(link).toHaveAccessibleDescription('Maria Santos');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/candidates/12', undefined);
  },
};

/** With an extra action: a Shortlist button beside the profile link. */
export const WithShortlist: Story = {
  args: {
    actions: (
      <Button variant="secondary" onPress={shortlist} aria-label="Shortlist Maria Santos">
        <Heart aria-hidden size={16} />
        Shortlist
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    shortlist.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Shortlist Maria Santos' }));
    await expect(shortlist).toHaveBeenCalledTimes(1);
  },
};

/** No photo: the initial of the name stands in. Few facts, no services. */
export const NoPhoto: Story = {
  args: {
    name: 'Grace Achieng',
    photoSrc: undefined,
    nationality: 'Kenyan',
    flagSrc: flags.kenya,
    workStatus: 'Part-time',
    ageText: '27 years',
    salaryText: undefined,
    visaType: undefined,
    services: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Services' })).toBeNull();
    await expect(canvas.getByText('G')).toBeVisible();
  },
};

/** Long names and many services wrap instead of overflowing. */
export const LongContent: Story = {
  args: {
    name: 'Christine Nakato Namukwaya Ssemwanga',
    nationality: 'Ugandan',
    flagSrc: flags.uganda,
    photoSrc: portraits.amina,
    workStatus: 'Live-out',
    location: 'Jumeirah Village Circle, Dubai',
    visaType: 'Company Visa',
    services: ['Housemaid', 'Elder care', 'Cooking', 'Cleaning', 'Laundry', 'Pet care'],
  },
};

/** A grid of cards, as on Home. */
export const Grid: Story = {
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'grid',
          gap: 24,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
        }}
      >
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <CandidateCard {...args} />
      <CandidateCard
        {...args}
        name="Amina Nakato"
        photoSrc={portraits.amina}
        nationality="Ugandan"
        flagSrc={flags.uganda}
        workStatus="Live-out"
        href="/candidates/4"
      />
      <CandidateCard
        {...args}
        name="Priya Sharma"
        photoSrc={portraits.priya}
        nationality="Indian"
        flagSrc={flags.india}
        workStatus="Part-time"
        services={['Cook']}
        href="/candidates/7"
      />
    </>
  ),
};

export const RightToLeft: Story = {
  args: {
    name: 'ماريا سانتوس',
    nationality: 'فلبينية',
    workStatus: 'مقيمة',
    ageText: '32 سنة',
    salaryText: '1,800 درهم / شهريًا',
    location: 'دبي',
    visaType: 'تأشيرة خاصة',
    services: ['مربية', 'طبخ', 'تنظيف'],
    labels: {
      viewProfile: 'عرض الملف الكامل',
      age: 'العمر',
      salary: 'الراتب',
      location: 'الموقع',
      visaType: 'التأشيرة',
      services: 'الخدمات',
    },
    actions: (
      <Button variant="secondary">
        <Heart aria-hidden size={16} />
        إضافة للقائمة
      </Button>
    ),
  },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'عرض الملف الكامل' }),
    ).toHaveAccessibleDescription('ماريا سانتوس');
  },
};

export const Mobile: Story = {
  args: {
    actions: (
      <Button variant="secondary">
        <Heart aria-hidden size={16} />
        Shortlist
      </Button>
    ),
  },
  globals: { viewport: { value: 'mobile' } },
};
