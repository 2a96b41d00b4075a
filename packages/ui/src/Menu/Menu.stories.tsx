import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutDashboard, LogOut, Settings, Trash2, UserRound, Pencil, Eye } from 'lucide-react';
import type { Key } from 'react-aria-components';
import { expect, fn, mocked, userEvent, waitFor, within, screen } from 'storybook/test';
import { Button } from '../Button';
import { Menu, MenuItem, MenuSeparator } from './Menu';
import { MenuTrigger } from './index';

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  subcomponents: { MenuItem, MenuSeparator, MenuTrigger },
  args: { onAction: fn(), placement: 'bottom end' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The keys `onAction` received, in order. */
const chosenKeys = (onAction: ((key: Key) => void) | undefined) =>
  onAction ? mocked(onAction).mock.calls.map(([key]) => key) : [];

/** The account menu of the navigation bar. `onAction` receives the chosen item's id. */
export const AccountMenu: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary" aria-label="Account">
        <UserRound aria-hidden size={18} />
      </Button>
      <Menu {...args}>
        <MenuItem id="dashboard" icon={<LayoutDashboard />}>
          Dashboard
        </MenuItem>
        <MenuItem id="settings" icon={<Settings />}>
          Settings
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="logout" icon={<LogOut />}>
          Logout
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await expect(chosenKeys(args.onAction)).toEqual(['settings']);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Arrow keys move through the items, Enter chooses one; Escape closes the menu. */
export const Keyboard: Story = {
  render: AccountMenu.render,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(chosenKeys(args.onAction)).toEqual(['logout']);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** Row actions with a destructive item and a disabled one. Left open for the screenshot. */
export const RowActions: Story = {
  args: { disabledKeys: ['view'] },
  render: (args) => (
    <MenuTrigger>
      <Button variant="ghost">Actions</Button>
      <Menu {...args}>
        <MenuItem id="edit" icon={<Pencil />}>
          Edit
        </MenuItem>
        <MenuItem id="view" icon={<Eye />}>
          View Details
        </MenuItem>
        <MenuItem id="delete" icon={<Trash2 />} variant="danger">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'View Details' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">الحساب</Button>
      <Menu {...args}>
        <MenuItem id="dashboard" icon={<LayoutDashboard />}>
          لوحة التحكم
        </MenuItem>
        <MenuItem id="settings" icon={<Settings />}>
          الإعدادات
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="logout" icon={<LogOut />}>
          تسجيل الخروج
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'الحساب' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'الإعدادات' }));
    await expect(chosenKeys(args.onAction)).toEqual(['settings']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'الحساب' }));
    await screen.findByRole('menu');
  },
};
