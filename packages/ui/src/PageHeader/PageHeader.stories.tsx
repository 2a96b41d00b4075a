import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const onRegister = fn();

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Agencies' },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
    elementType: { control: 'inline-radio', options: ['div', 'header'] },
    actions: { control: false },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Agencies' })).toBeVisible();
  },
};

/** The page's action sits at the end of the title's line. */
export const WithAction: Story = {
  args: { actions: <Button onPress={onRegister}>Register agency</Button> },
  play: async ({ canvas }) => {
    onRegister.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Register agency' }));
    await expect(onRegister).toHaveBeenCalledTimes(1);
  },
};

/** A description under the title, and two actions. */
export const WithDescription: Story = {
  args: {
    title: 'Reports',
    description: 'Placements, income and documents over the chosen period.',
    actions: (
      <>
        <Button variant="secondary">Export CSV</Button>
        <Button>Print</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reports' })).toBeVisible();
    await expect(
      canvas.getByText('Placements, income and documents over the chosen period.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Export CSV',
      'Print',
    ]);
  },
};

export const RightToLeft: Story = {
  args: {
    title: 'الوكالات',
    description: 'كل الوكالات المسجلة في بيتي.',
    actions: <Button>تسجيل وكالة</Button>,
  },
  globals: { direction: 'rtl' },
};

/** On a phone the actions wrap below the title. */
export const Mobile: Story = {
  args: {
    title: 'Users',
    description: 'The back-office team and what each may do.',
    actions: <Button>Add user</Button>,
  },
  globals: { viewport: { value: 'mobile' } },
};
