import type { Meta, StoryObj } from '@storybook/react-vite';
import { Star } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '../Link';
import { flags } from '../story-assets';
import { Marquee } from './Marquee';

const nationalities = [
  { name: 'Philippines', flag: flags.philippines, count: 412 },
  { name: 'Uganda', flag: flags.uganda, count: 186 },
  { name: 'Kenya', flag: flags.kenya, count: 241 },
  { name: 'Sri Lanka', flag: flags.sriLanka, count: 97 },
  { name: 'India', flag: flags.india, count: 158 },
  { name: 'Indonesia', flag: flags.indonesia, count: 133 },
];

const chip = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 16px',
  borderRadius: 9999,
  border: '1px solid var(--color-border)',
  background: 'var(--color-surface)',
  whiteSpace: 'nowrap',
} as const;

const NationalityChips = () =>
  nationalities.map((item) => (
    <Link
      key={item.name}
      variant="standalone"
      href={`/candidates?nationality=${item.name}`}
      style={chip}
    >
      <img src={item.flag} alt="" width={24} height={16} />
      {item.name} · {item.count} Maids
    </Link>
  ));

const meta = {
  title: 'Feedback/Marquee',
  component: Marquee,
  args: { label: 'Maids by nationality', duration: 40, children: <NationalityChips /> },
  argTypes: { duration: { control: { type: 'number', min: 5, max: 120, step: 5 } } },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

const track = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Maids by nationality' })
    .firstElementChild as HTMLElement;

/** The visual tests run with reduced motion, where the strip stands still and scrolls by hand. */
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The strip under the hero: it moves continuously and pauses while the pointer is on it. Under
 * reduced motion it stands still, shows one copy and scrolls sideways, by keyboard too.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Maids by nationality' });
    if (prefersReducedMotion()) {
      await expect(getComputedStyle(track(canvasElement)).animationName).toBe('none');
      await expect(region).toHaveAttribute('tabindex', '0');
      await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
      return;
    }
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('running');
    await expect(getComputedStyle(track(canvasElement)).animationDuration).toBe('40s');
    // In English the track moves left.
    await waitFor(() =>
      expect(new DOMMatrix(getComputedStyle(track(canvasElement)).transform).m41).toBeLessThan(0),
    );

    await userEvent.hover(region);
    await expect(region).toHaveAttribute('data-paused');
    await waitFor(() =>
      expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('paused'),
    );

    await userEvent.unhover(region);
    await expect(region).not.toHaveAttribute('data-paused');
    await waitFor(() =>
      expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('running'),
    );
  },
};

/** The children render twice; the copy is hidden from assistive technology and from Tab. */
export const SeamlessCopy: Story = {
  play: async ({ canvasElement }) => {
    const [original, copy] = Array.from(track(canvasElement).children) as HTMLElement[];
    await expect(copy).toHaveAttribute('aria-hidden', 'true');
    await expect(copy).toHaveAttribute('inert');
    await expect(copy?.textContent).toBe(original?.textContent);
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(nationalities.length);
    if (prefersReducedMotion()) return;
    // Both copies are the same width, so moving by -50% lands the copy exactly where the original was.
    await expect(copy?.getBoundingClientRect().width).toBeCloseTo(
      original?.getBoundingClientRect().width ?? 0,
      1,
    );
  },
};

/** Keyboard users pause it by tabbing into it. */
export const PausesOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Maids by nationality' });
    // Under reduced motion the scrollable strip itself is the first stop.
    if (prefersReducedMotion()) {
      await userEvent.tab();
      await expect(region).toHaveFocus();
    }
    await userEvent.tab();
    await expect(within(region).getByRole('link', { name: /Philippines/ })).toHaveFocus();
    await expect(region).toHaveAttribute('data-paused');
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('paused');
    await userEvent.click(document.body);
    await expect(region).not.toHaveAttribute('data-paused');
  },
};

const testimonials = [
  {
    name: 'Fatima A.',
    role: 'Mother of two, Dubai',
    quote: 'We found a wonderful nanny in a week.',
  },
  { name: 'James R.', role: 'Father, Abu Dhabi', quote: 'Clear profiles and no agency fees.' },
  { name: 'Noura K.', role: 'Family in Sharjah', quote: 'The visa was ready in seven days.' },
];

/** Testimonials at a slower 50 s loop, stopped with `isPaused` (stable for screenshots). */
export const Testimonials: Story = {
  args: { label: 'What families say', duration: 50, isPaused: true },
  render: (args) => (
    <Marquee {...args}>
      {testimonials.map((item) => (
        <figure
          key={item.name}
          style={{
            margin: 0,
            width: 280,
            padding: 16,
            borderRadius: 12,
            border: '1px solid var(--color-border)',
            background: 'var(--color-surface)',
          }}
        >
          <div style={{ display: 'flex', gap: 2, color: 'var(--color-rating)' }}>
            {Array.from({ length: 5 }, (_, index) => (
              <Star key={index} aria-hidden size={16} fill="currentColor" />
            ))}
          </div>
          <blockquote style={{ margin: '8px 0' }}>{item.quote}</blockquote>
          <figcaption>
            <strong>{item.name}</strong>, {item.role}
          </figcaption>
        </figure>
      ))}
    </Marquee>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'What families say' });
    await expect(region).toHaveAttribute('data-paused');
    await expect(region.style.getPropertyValue('--marquee-duration')).toBe('50s');
  },
};

/** In Arabic the strip runs the other way: it moves to the right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'العاملات حسب الجنسية' },
  render: (args) => (
    <Marquee {...args}>
      {[
        'الفلبين · ٤١٢ عاملة',
        'أوغندا · ١٨٦ عاملة',
        'كينيا · ٢٤١ عاملة',
        'سريلانكا · ٩٧ عاملة',
        'الهند · ١٥٨ عاملة',
      ].map((text) => (
        <span key={text} style={chip}>
          {text}
        </span>
      ))}
    </Marquee>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'العاملات حسب الجنسية' });
    const moving = region.firstElementChild as HTMLElement;
    if (prefersReducedMotion()) return;
    // The track moves towards the inline end of Arabic text: a positive x translation.
    await waitFor(() =>
      expect(new DOMMatrix(getComputedStyle(moving).transform).m41).toBeGreaterThan(0),
    );
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
