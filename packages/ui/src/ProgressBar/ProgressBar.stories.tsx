import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ProgressBar, useScrollProgress } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Profile completion', value: 80 },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'thin'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agency profile's completion bar: label, value text and the bar. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Profile completion' });
    await expect(bar).toHaveAttribute('aria-valuenow', '80');
    await expect(bar).toHaveTextContent('80%');
  },
};

/** `valueLabel` replaces the percentage, e.g. a count of steps. */
export const WithValueLabel: Story = {
  args: { label: 'Documents uploaded', value: 3, maxValue: 5, valueLabel: '3 of 5' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Documents uploaded' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 5');
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100 } };

export const Indeterminate: Story = {
  args: { label: 'Loading candidates...', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading candidates...' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** The thin variant: no visible label; `label` names it for assistive technology. */
export const Thin: Story = {
  args: { variant: 'thin', label: 'Reading progress', value: 35 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Reading progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '35');
    await expect(within(canvasElement).queryByText('Reading progress')).not.toBeInTheDocument();
  },
};

function ReadingPage() {
  const progress = useScrollProgress();
  return (
    <div>
      <div style={{ position: 'sticky', top: 0, zIndex: 1 }}>
        <ProgressBar variant="thin" label="Reading progress" value={progress} />
      </div>
      {Array.from({ length: 12 }, (_, index) => (
        <section key={index} style={{ minHeight: 320 }}>
          <h2>Section {index + 1}</h2>
          <p>Bayti collects only the personal data it needs to match families with workers.</p>
        </section>
      ))}
    </div>
  );
}

/** `useScrollProgress()` feeds a thin bar pinned to the top of a long page (Privacy, Terms). */
export const ScrollProgress: Story = {
  render: () => <ReadingPage />,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Reading progress' });
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '0'));
    const scrollable =
      document.documentElement.scrollHeight - document.documentElement.clientHeight;
    window.scrollTo({ top: scrollable / 2, behavior: 'instant' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo(50, -1));
    window.scrollTo({ top: scrollable, behavior: 'instant' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '0'));
  },
};

/** In Arabic the bar fills from the right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'اكتمال الملف الشخصي', value: 80 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'اكتمال الملف الشخصي' });
    const track = bar.lastElementChild as HTMLElement;
    const fill = track.firstElementChild as HTMLElement;
    await expect(Math.round(fill.getBoundingClientRect().right)).toBe(
      Math.round(track.getBoundingClientRect().right),
    );
  },
};
