import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';
import styles from './Switch.module.css';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: {
    children: 'Available immediately',
    onChange: fn(),
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Available immediately' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Available immediately' });
    await expect(toggle).toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Email me new matches',
    description: 'At most one email a day.',
    defaultSelected: true,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: 'Email me new matches' }),
    ).toHaveAccessibleDescription('At most one email a day.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Available immediately' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Available immediately' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toBeChecked();
  },
};

export const RightToLeft: Story = {
  args: { children: 'متاحة فورًا', description: 'تظهر شارة في ملفك الشخصي.', defaultSelected: true },
  globals: { direction: 'rtl' },
  play: async ({ args, canvas, canvasElement }) => {
    const toggle = canvas.getByRole('switch', { name: 'متاحة فورًا' });
    await expect(toggle).toBeChecked();
    // Switched on, the thumb sits at the end of the track: on the left in Arabic.
    const track = canvasElement.querySelector(`.${styles.track}`)!.getBoundingClientRect();
    const thumb = canvasElement.querySelector(`.${styles.thumb}`)!.getBoundingClientRect();
    await expect(thumb.left + thumb.width / 2).toBeLessThan(track.left + track.width / 2);
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};
