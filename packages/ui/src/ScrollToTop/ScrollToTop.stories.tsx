import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTop, type ScrollToTopProps } from './ScrollToTop';

const meta = {
  title: 'Navigation/ScrollToTop',
  component: ScrollToTop,
  args: { label: 'Back to top', threshold: 300, onPress: fn() },
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Scrolls the window at once and waits until the page (and the button) have seen the scroll. It
 * passes through a nearby position first, so a scroll event fires even when a previous story left
 * the window at the same offset.
 */
async function scrollWindowTo(top: number) {
  window.scrollTo({ top: top + 1, behavior: 'instant' });
  await nextFrames();
  window.scrollTo({ top, behavior: 'instant' });
  await waitFor(() => expect(Math.round(window.scrollY)).toBe(top));
  await nextFrames();
}

function TallPage({
  heading,
  text = 'Bayti lists verified maids, nannies, cooks and drivers across the UAE.',
  ...args
}: ScrollToTopProps & { heading: string; text?: string }) {
  return (
    <div>
      <h1 style={{ marginBlockStart: 0 }}>{heading}</h1>
      {Array.from({ length: 10 }, (_, index) => (
        <p key={index} style={{ minHeight: 240 }}>
          {text} ({index + 1})
        </p>
      ))}
      <ScrollToTop {...args} />
    </div>
  );
}

/** Hidden near the top; appears past 300 px; pressing it scrolls back to the top. */
export const Default: Story = {
  render: (args) => <TallPage heading="All candidates" {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await scrollWindowTo(0);
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();

    await scrollWindowTo(250);
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();

    await scrollWindowTo(800);
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await waitFor(() => {
      const box = button.getBoundingClientRect();
      expect(Math.round(window.innerWidth - box.right)).toBe(24);
      expect(Math.round(window.innerHeight - box.bottom)).toBe(24);
    });

    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 5000 });
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument(),
    );
  },
};

/** A higher `threshold`: the button waits until the page is scrolled past 1000 px. */
export const CustomThreshold: Story = {
  args: { threshold: 1000 },
  render: (args) => <TallPage heading="Terms and Conditions" {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await scrollWindowTo(800);
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    await scrollWindowTo(1200);
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 5000 });
  },
};

/** In Arabic the button sits in the bottom-left corner. Left visible for the screenshot. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'العودة إلى الأعلى' },
  render: (args) => (
    <TallPage
      heading="جميع المرشحات"
      text="يعرض بيتي عاملات منزليات ومربيات وطباخات وسائقين موثّقين في جميع أنحاء الإمارات."
      {...args}
    />
  ),
  play: async ({ canvasElement }) => {
    await scrollWindowTo(600);
    const button = await within(canvasElement).findByRole('button', { name: 'العودة إلى الأعلى' });
    await waitFor(() => expect(Math.round(button.getBoundingClientRect().left)).toBe(24));
  },
};

/** On a phone it moves closer to the corner. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <TallPage heading="All candidates" {...args} />,
  play: async ({ canvasElement }) => {
    await scrollWindowTo(600);
    const button = await within(canvasElement).findByRole('button', { name: 'Back to top' });
    await waitFor(() =>
      expect(Math.round(window.innerWidth - button.getBoundingClientRect().right)).toBe(16),
    );
  },
};
