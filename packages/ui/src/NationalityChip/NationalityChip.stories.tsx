import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { flags } from '../story-assets';
import { NationalityChip, type NationalityChipProps } from './NationalityChip';

const meta = {
  title: 'Marketplace/NationalityChip',
  component: NationalityChip,
  args: { name: 'Filipino', flagSrc: flags.philippines, count: 681, onChange: fn() },
} satisfies Meta<typeof NationalityChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uncontrolled: a first press selects it, a second press clears it. */
export const TogglesOnAndOff: Story = {
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole('button', { name: 'Filipino 681' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenNthCalledWith(1, true);

    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenNthCalledWith(2, false);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Controlled and selected: pressing it asks the owner to clear it. */
export const Selected: Story = {
  args: { isSelected: true },
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole('button', { name: 'Filipino 681' });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(chip);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole('button', { name: 'Filipino 681' });
    await expect(chip).toBeDisabled();
    await userEvent.click(chip, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const KeyboardToggle: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const chip = canvas.getByRole('button', { name: 'Filipino 681' });
    await expect(chip).toHaveFocus();
    await expect(chip).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

const nationalities = [
  { key: 'philippines', name: 'Filipino', flagSrc: flags.philippines, count: 681 },
  { key: 'uganda', name: 'Ugandan', flagSrc: flags.uganda, count: 237 },
  { key: 'kenya', name: 'Kenyan', flagSrc: flags.kenya, count: 125 },
  { key: 'sriLanka', name: 'Sri Lankan', flagSrc: flags.sriLanka, count: 38 },
  { key: 'india', name: 'Indian', flagSrc: flags.india, count: 7 },
  { key: 'indonesia', name: 'Indonesian', flagSrc: flags.indonesia, count: 3 },
];

/** One chip at a time, as on the candidates page: choosing one clears the other; the chosen one toggles off. */
function ChipRow({ onChange, ...props }: Omit<NationalityChipProps, 'name'>) {
  const [selected, setSelected] = useState<string | null>('uganda');
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {nationalities.map(({ key, ...nationality }) => (
        <NationalityChip
          {...props}
          {...nationality}
          key={key}
          isSelected={selected === key}
          onChange={(isSelected) => {
            setSelected(isSelected ? key : null);
            onChange?.(isSelected);
          }}
        />
      ))}
    </div>
  );
}

export const Row: Story = {
  render: ({ onChange }) => <ChipRow onChange={onChange} />,
  play: async ({ args, canvas }) => {
    const ugandan = canvas.getByRole('button', { name: 'Ugandan 237' });
    const kenyan = canvas.getByRole('button', { name: 'Kenyan 125' });
    await expect(ugandan).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(kenyan);
    await expect(kenyan).toHaveAttribute('aria-pressed', 'true');
    await expect(ugandan).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(kenyan);
    await expect(kenyan).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** A count given as text is shown as is. */
export const CountAsText: Story = {
  args: { count: '681 Maids' },
};

export const RightToLeft: Story = {
  args: { name: 'فلبينية', isSelected: true, count: 681 },
  globals: { direction: 'rtl' },
};

export const Mobile: Story = {
  render: ({ onChange }) => <ChipRow onChange={onChange} />,
  globals: { viewport: { value: 'mobile' } },
};
