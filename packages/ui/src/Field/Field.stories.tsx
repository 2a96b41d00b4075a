import type { Meta, StoryObj } from '@storybook/react-vite';
import { X } from 'lucide-react';
import { useState } from 'react';
import { TextField } from 'react-aria-components';
import { expect, userEvent } from 'storybook/test';
import {
  Description,
  ErrorMessage,
  FieldButton,
  FieldError,
  FieldGroup,
  Input,
  Label,
} from './Field';

/**
 * The parts every form field is built from. They go inside a react-aria-components field
 * (here RAC's TextField), which links the label, help text and error to the input.
 */
const meta = {
  title: 'Forms/Field',
  component: Label,
  subcomponents: { Description, FieldError, FieldGroup, Input, FieldButton, ErrorMessage },
  args: { children: 'Full Name' },
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Parts: Story = {
  render: (args) => (
    <TextField style={{ display: 'grid', gap: 6 }}>
      <Label {...args} />
      <Input placeholder="Enter your full name" />
      <Description>As it appears on your passport.</Description>
      <FieldError />
    </TextField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(input).toHaveAccessibleDescription('As it appears on your passport.');
    await userEvent.type(input, 'Amina Yusuf');
    await expect(input).toHaveValue('Amina Yusuf');
  },
};

export const RequiredMark: Story = {
  args: { isRequired: true },
  render: (args) => (
    <TextField isRequired style={{ display: 'grid', gap: 6 }}>
      <Label {...args} />
      <Input />
    </TextField>
  ),
  play: async ({ canvas }) => {
    // The mark is visible but not read as part of the name.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toBeRequired();
  },
};

export const WithError: Story = {
  render: (args) => (
    <TextField isInvalid defaultValue="A" style={{ display: 'grid', gap: 6 }}>
      <Label {...args} />
      <Input />
      <FieldError>Enter your full name</FieldError>
    </TextField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter your full name');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <TextField isDisabled defaultValue="Amina Yusuf" style={{ display: 'grid', gap: 6 }}>
      <Label {...args} />
      <Input />
    </TextField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toBeDisabled();
  },
};

export const GroupWithButton: Story = {
  args: { children: 'New position' },
  render: function Render(args) {
    const [value, setValue] = useState('Elder Care');
    return (
      <TextField value={value} onChange={setValue} style={{ display: 'grid', gap: 6 }}>
        <Label {...args} />
        <FieldGroup>
          <Input />
          <FieldButton aria-label="Clear" onPress={() => setValue('')}>
            <X aria-hidden="true" />
          </FieldButton>
        </FieldGroup>
      </TextField>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'New position' });
    await userEvent.click(input);
    // The group shows the focus ring while its input has focus.
    await expect(input.parentElement).toHaveAttribute('data-focus-within');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(input).toHaveValue('');
  },
};

export const StandaloneErrorMessage: Story = {
  render: () => <ErrorMessage>Only PDF, DOCX or TXT files can be uploaded.</ErrorMessage>,
};

export const RightToLeft: Story = {
  args: { children: 'الاسم الكامل', isRequired: true },
  globals: { direction: 'rtl' },
  render: (args) => (
    <TextField isRequired isInvalid style={{ display: 'grid', gap: 6 }}>
      <Label {...args} />
      <Input placeholder="أدخل اسمك الكامل" />
      <Description>كما يظهر في جواز سفرك.</Description>
      <FieldError>أدخل اسمك الكامل</FieldError>
    </TextField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'الاسم الكامل' })).toHaveAccessibleDescription(
      'كما يظهر في جواز سفرك. أدخل اسمك الكامل',
    );
  },
};
