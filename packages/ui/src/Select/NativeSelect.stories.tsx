import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { NativeSelect, type NativeSelectProps } from './NativeSelect';

const workTypes = [
  { id: 'any', label: 'Any' },
  { id: 'live-in', label: 'Live-in' },
  { id: 'live-out', label: 'Live-out' },
  { id: 'part-time', label: 'Part-time' },
];

/** The app owns the value, as a filter bound to the URL does. */
function Controlled(props: NativeSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NativeSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/NativeSelect',
  component: NativeSelect,
  args: { label: 'Work Type', items: workTypes, value: 'any', onChange: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: '20rem' }}>
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Work Type' });
    await expect(select).toHaveDisplayValue('Any');
    await userEvent.selectOptions(select, 'Live-out');
    await expect(args.onChange).toHaveBeenCalledWith('live-out');
    await expect(select).toHaveDisplayValue('Live-out');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    label: 'نوع العمل',
    value: 'live-in',
    items: [
      { id: 'any', label: 'الكل' },
      { id: 'live-in', label: 'مقيمة' },
      { id: 'live-out', label: 'غير مقيمة' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'نوع العمل' })).toHaveDisplayValue('مقيمة');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Work Type' })).toBeDisabled();
  },
};
