import type { Meta, StoryObj } from '@storybook/react-vite';
import { BadgeCheck, Heart, Share2 } from 'lucide-react';
import { expect, userEvent, waitFor, within, screen } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  subcomponents: { TooltipTrigger },
  args: { children: 'Add to shortlist', placement: 'top' },
  argTypes: { placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] } },
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ padding: 64 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows at once when the trigger receives keyboard focus, and hides on Escape and on blur. */
export const OnFocus: Story = {
  render: (args) => (
    <TooltipTrigger>
      <Button variant="secondary" aria-label="Shortlist">
        <Heart aria-hidden size={18} />
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Shortlist' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Add to shortlist');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Shows on hover after the delay; left open for the screenshot. */
export const OnHover: Story = {
  args: { children: 'Verified by the agency: passport, visa and medical' },
  render: (args) => (
    <TooltipTrigger delay={0}>
      <Button variant="ghost" aria-label="Verified">
        <BadgeCheck aria-hidden size={18} />
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvasElement }) => {
    // The pointer moves over the page first, as a real mouse does, then rests on the button.
    await userEvent.hover(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Verified' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Verified by the agency');
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom', children: 'Share profile' },
  render: (args) => (
    <TooltipTrigger>
      <Button variant="secondary" aria-label="Share">
        <Share2 aria-hidden size={18} />
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async () => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip).toHaveAttribute('data-placement', 'bottom'));
  },
};

/** `placement="end"` sits on the left of the trigger in Arabic. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { placement: 'end', children: 'أضف إلى القائمة المختصرة' },
  render: (args) => (
    <TooltipTrigger>
      <Button variant="secondary" aria-label="القائمة المختصرة">
        <Heart aria-hidden size={18} />
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'القائمة المختصرة' });
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip).toHaveAttribute('data-placement', 'left'));
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().right).toBeLessThanOrEqual(
        trigger.getBoundingClientRect().left,
      ),
    );
  },
};
