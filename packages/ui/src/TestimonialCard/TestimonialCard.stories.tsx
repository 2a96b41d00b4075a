import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { portraits } from '../story-assets';
import { TestimonialCard } from './TestimonialCard';

const meta = {
  title: 'Marketplace/TestimonialCard',
  component: TestimonialCard,
  args: {
    name: 'Sarah Al Mansoori',
    role: 'Mother of two, Dubai',
    quote:
      'We found a wonderful nanny within a week. The profiles were detailed and honest, and hiring directly saved us the agency fees.',
    rating: 5,
    ratingLabel: 'Rated 5 out of 5',
    avatarSrc: portraits.amina,
  },
  argTypes: { rating: { control: { type: 'range', min: 0, max: 5, step: 1 } } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-filled]')).toHaveLength(5);
    await expect(canvas.getByRole('figure')).toHaveTextContent('Sarah Al Mansoori');
    await expect(canvasElement.querySelector('blockquote')).toHaveTextContent(
      /nanny within a week/,
    );
  },
};

export const FourStars: Story = {
  args: { rating: 4, ratingLabel: 'Rated 4 out of 5' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-filled]')).toHaveLength(4);
  },
};

/** No photo: the initial stands in. */
export const NoPhoto: Story = {
  args: {
    avatarSrc: undefined,
    name: 'James Wilson',
    role: 'Father, Abu Dhabi',
    quote: 'Quick, clear and fair.',
  },
};

export const RightToLeft: Story = {
  args: {
    name: 'سارة المنصوري',
    role: 'أم لطفلين، دبي',
    quote:
      'وجدنا مربية رائعة خلال أسبوع. كانت الملفات مفصلة وصادقة، ووفّر علينا التوظيف المباشر رسوم الوكالات.',
    ratingLabel: 'التقييم 5 من 5',
  },
  globals: { direction: 'rtl' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
