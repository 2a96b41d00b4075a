import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  subcomponents: { CheckboxGroup },
  args: {
    children: 'Experienced with babies',
    onChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Experienced with babies' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // The label toggles it too.
    await userEvent.click(canvas.getByText('Experienced with babies'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Experienced with babies' });
    await expect(checkbox).toBeChecked();
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Indeterminate: Story = {
  args: { children: 'All services', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'All services' })).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Available immediately',
    description: 'Families see a badge on your profile.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Available immediately' }),
    ).toHaveAccessibleDescription('Families see a badge on your profile.');
  },
};

export const Invalid: Story = {
  args: {
    children: 'I agree to the Terms and Conditions',
    isInvalid: true,
    errorMessage: 'Please accept the terms to continue',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('Please accept the terms to continue');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Experienced with babies' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: {
    children: 'I agree to the Terms and Conditions',
    isRequired: true,
    errorMessage: 'Please accept the terms to continue',
  },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: 16 }}>
      <Checkbox {...args} />
      <Button type="submit" style={{ justifySelf: 'start' }}>
        Continue
      </Button>
    </form>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await expect(checkbox).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please accept the terms to continue')).toBeVisible();
    await userEvent.click(checkbox);
    await expect(canvas.queryByText('Please accept the terms to continue')).not.toBeInTheDocument();
  },
};

export const Group: Story = {
  args: { onChange: fn() },
  render: (args) => (
    <CheckboxGroup
      label="Childcare experience"
      description="Choose every age band you have cared for."
      onChange={args.onChange as (value: string[]) => void}
    >
      <Checkbox value="newborn">Newborn</Checkbox>
      <Checkbox value="toddler">Toddler (1–3 years)</Checkbox>
      <Checkbox value="preschool">Preschool (4–5 years)</Checkbox>
      <Checkbox value="older">Older (6+ years)</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Childcare experience' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Newborn' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Toddler (1–3 years)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['newborn', 'toddler']);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Newborn' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['toddler']);
  },
};

export const GroupWithValue: Story = {
  render: () => (
    <CheckboxGroup label="Skills" orientation="horizontal" defaultValue={['cooking', 'petcare']}>
      <Checkbox value="babycare">Babycare</Checkbox>
      <Checkbox value="cleaning">Cleaning</Checkbox>
      <Checkbox value="cooking">Cooking</Checkbox>
      <Checkbox value="elderly-care">Elderly Care</Checkbox>
      <Checkbox value="driving">Driving</Checkbox>
      <Checkbox value="petcare">Petcare</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Cooking' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Petcare' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Babycare' })).not.toBeChecked();
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup
      label="I am a"
      isRequired
      isInvalid
      errorMessage="Choose at least one"
      orientation="horizontal"
    >
      <Checkbox value="worker">Worker</Checkbox>
      <Checkbox value="employer">Employer</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'I am a' });
    await expect(group).toHaveAccessibleDescription('Choose at least one');
    await expect(within(group).getByRole('checkbox', { name: 'Worker' })).toBeInvalid();
  },
};

export const GroupDisabled: Story = {
  render: () => (
    <CheckboxGroup label="Languages" isDisabled defaultValue={['english']}>
      <Checkbox value="english">English</Checkbox>
      <Checkbox value="arabic">Arabic</Checkbox>
      <Checkbox value="hindi">Hindi</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    for (const checkbox of canvas.getAllByRole('checkbox')) {
      await expect(checkbox).toBeDisabled();
    }
  },
};

export const RightToLeft: Story = {
  args: { onChange: fn() },
  globals: { direction: 'rtl' },
  render: (args) => (
    <CheckboxGroup
      label="الخبرة في رعاية الأطفال"
      description="اختر كل الفئات العمرية التي اعتنيت بها."
      isRequired
      onChange={args.onChange as (value: string[]) => void}
    >
      <Checkbox value="newborn">حديثو الولادة</Checkbox>
      <Checkbox value="toddler">الأطفال الصغار (١–٣ سنوات)</Checkbox>
      <Checkbox value="preschool" description="من ٤ إلى ٥ سنوات">
        ما قبل المدرسة
      </Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'حديثو الولادة' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['newborn']);
  },
};
