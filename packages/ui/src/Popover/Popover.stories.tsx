import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within, screen } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from '../Modal/Dialog';
import { Popover } from './Popover';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: { placement: 'bottom', showArrow: true },
  argTypes: {
    placement: {
      control: 'select',
      options: ['top', 'bottom', 'start', 'end', 'bottom start', 'bottom end'],
    },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

function VisaPopover({
  label = 'What is an own visa?',
  ...args
}: Story['args'] & { label?: string }) {
  return (
    <DialogTrigger>
      <Button variant="ghost">
        <Info aria-hidden size={16} />
        {label}
      </Button>
      <Popover {...args}>
        <Dialog title="Own visa" headingLevel={3}>
          <p style={{ margin: 0 }}>
            The worker holds a valid residence visa sponsored by a family member and can start
            without a transfer.
          </p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/** Opens on press, points its arrow at the trigger, and closes with Escape or a click outside. */
export const Default: Story = {
  render: (args) => <VisaPopover {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'What is an own visa?' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Own visa' });
    const popover = dialog.parentElement as HTMLElement;
    await waitFor(() => expect(popover).toHaveAttribute('data-placement', 'bottom'));
    await waitFor(() =>
      expect(popover.getBoundingClientRect().top).toBeGreaterThan(
        trigger.getBoundingClientRect().bottom,
      ),
    );

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Above the trigger, left open for the screenshot. */
export const Top: Story = {
  args: { placement: 'top' },
  render: (args) => (
    <div style={{ paddingBlockStart: 240 }}>
      <VisaPopover {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'What is an own visa?' }),
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.parentElement).toHaveAttribute('data-placement', 'top'));
  },
};

export const WithoutArrow: Story = {
  args: { showArrow: false },
  render: (args) => <VisaPopover {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'What is an own visa?' }),
    );
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.parentElement?.querySelector('svg path')).toBeNull();
  },
};

/** `placement="end"` opens on the left in Arabic. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { placement: 'end' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="ghost">ما هي التأشيرة الخاصة؟</Button>
      <Popover {...args}>
        <Dialog title="تأشيرة خاصة" headingLevel={3}>
          <p style={{ margin: 0 }}>
            العاملة تحمل تأشيرة إقامة سارية ويمكنها البدء دون نقل الكفالة.
          </p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'ما هي التأشيرة الخاصة؟' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'تأشيرة خاصة' });
    const popover = dialog.parentElement as HTMLElement;
    await waitFor(() => expect(popover).toHaveAttribute('data-placement', 'left'));
    await waitFor(() =>
      expect(popover.getBoundingClientRect().right).toBeLessThan(
        trigger.getBoundingClientRect().left,
      ),
    );
  },
};
