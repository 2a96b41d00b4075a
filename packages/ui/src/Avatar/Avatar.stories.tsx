import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { logo, portraits } from '../story-assets';
import { Avatar, initialsOf } from './Avatar';

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  args: { name: 'Maria Santos', src: portraits.maria },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    shape: { control: 'inline-radio', options: ['circle', 'square'] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Maria Santos' }).tagName).toBe('IMG');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
      <Avatar {...args} src={undefined} name="Grace Achieng" size="sm" />
      <Avatar {...args} src={undefined} name="Grace Achieng" size="md" />
      <Avatar {...args} src={undefined} name="Grace Achieng" size="lg" />
      <Avatar {...args} src={undefined} name="Grace Achieng" size="xl" />
    </div>
  ),
};

/** No image: the initial of the name, announced with the full name. */
export const InitialFallback: Story = {
  args: { src: undefined, name: 'amina nakato', size: 'lg' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'amina nakato' });
    await expect(avatar.tagName).toBe('SPAN');
    await expect(avatar).toHaveTextContent(/^A$/);
    await expect(avatar.querySelector('img')).toBeNull();
    await expect(initialsOf('Al Noor Manpower', 2)).toBe('AN');
  },
};

/** An image that cannot load falls back to the initial as well. */
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,bm90LWFuLWltYWdl', name: 'Priya Sharma', size: 'lg' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Priya Sharma' })).toHaveTextContent(/^P$/),
    );
    await expect(canvas.getByRole('img', { name: 'Priya Sharma' }).querySelector('img')).toBeNull();
  },
};

/** Companies: square, with two initials when there is no logo. */
export const Square: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} shape="square" size="lg" name="Al Noor Manpower" src={logo('AN')} />
      <Avatar
        {...args}
        shape="square"
        size="lg"
        name="Gulf Star Recruitment"
        src={undefined}
        maxInitials={2}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Gulf Star Recruitment' })).toHaveTextContent(
      /^GS$/,
    );
  },
};

/** With the name written beside it, the avatar is decorative: `alt=""` hides it from screen readers. */
export const Decorative: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} alt="" />
      <span>Maria Santos</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} name="فاطمة الزهراء" src={undefined} size="lg" />
      <Avatar {...args} name="مريم" size="lg" />
      <span>فاطمة الزهراء</span>
    </div>
  ),
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'فاطمة الزهراء' })).toHaveTextContent(/^ف$/);
  },
};
