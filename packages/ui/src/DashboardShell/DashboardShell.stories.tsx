import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BarChart3,
  Briefcase,
  Building2,
  House,
  KeyRound,
  LogOut,
  UserRound,
  Users,
  UsersRound,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { portraits } from '../story-assets';
import { DashboardShell, type DashboardShellProps } from './DashboardShell';

function Wordmark({ name }: { name: string }) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        color: 'var(--color-accent)',
        fontSize: 'var(--font-size-xl)',
        fontWeight: 'var(--font-weight-bold)',
      }}
    >
      <House aria-hidden />
      {name}
    </span>
  );
}

function Placeholder({ text }: { text: string }) {
  return (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
      }}
    >
      {['Total agencies', 'Active', 'New', 'Verified'].map((label) => (
        <section
          key={label}
          aria-label={label}
          style={{
            padding: 16,
            border: '1px solid var(--color-border)',
            borderRadius: 'var(--radius-lg)',
            background: 'var(--color-surface)',
          }}
        >
          <p style={{ color: 'var(--color-text-muted)' }}>{label}</p>
          <p style={{ fontSize: 'var(--font-size-2xl)', fontWeight: 700 }}>{text}</p>
        </section>
      ))}
    </div>
  );
}

const adminNav: DashboardShellProps['navItems'] = [
  { id: 'analytics', label: 'Analytics', icon: <BarChart3 /> },
  { id: 'candidates', label: 'Candidates', icon: <UsersRound /> },
  {
    id: 'positions',
    label: 'Positions',
    icon: <Briefcase />,
    items: [
      { id: 'position-nanny', label: 'Nanny' },
      { id: 'position-maid', label: 'Maid' },
      { id: 'position-cook', label: 'Cook' },
      { id: 'position-driver', label: 'Driver' },
    ],
    groupAction: (
      <Button size="sm" variant="ghost">
        Manage Positions
      </Button>
    ),
  },
  {
    id: 'clients',
    label: 'Clients',
    icon: <UserRound />,
    items: [
      { id: 'clients-all', label: 'All Clients' },
      { id: 'clients-hold', label: 'Hold Resume' },
      { id: 'clients-suspended', label: 'Suspended' },
    ],
  },
  {
    id: 'agencies',
    label: 'Agencies',
    icon: <Building2 />,
    items: [
      { id: 'agencies-view', label: 'Agencies View' },
      { id: 'agencies-list', label: 'Agencies List' },
    ],
  },
  { id: 'users', label: 'Users', icon: <Users /> },
  {
    id: 'accounts',
    label: 'Accounts',
    icon: <Wallet />,
    items: [
      { id: 'orders', label: 'Orders' },
      { id: 'invoice', label: 'Invoice' },
      { id: 'reports', label: 'Reports' },
    ],
  },
];

/** How an app uses the shell: it keeps the active section. */
function AdminDashboard(props: DashboardShellProps) {
  const [active, setActive] = useState(props.activeItem);
  return (
    <DashboardShell
      {...props}
      activeItem={active}
      onNavigate={(id) => {
        setActive(id);
        props.onNavigate?.(id);
      }}
    />
  );
}

const meta = {
  title: 'Layout/DashboardShell',
  component: DashboardShell,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Analytics',
    logo: <Wordmark name="Bayti" />,
    homeLabel: 'Bayti home',
    navItems: adminNav,
    activeItem: 'analytics',
    onNavigate: fn(),
    navLabel: 'Dashboard',
    profile: { name: 'Aisha Rahman', subtitle: 'Super Admin', avatarSrc: portraits.priya },
    profileMenuLabel: 'Profile menu',
    profileMenuItems: [
      { id: 'profile', label: 'Admin Profile', icon: <UserRound /> },
      { id: 'change-pin', label: 'Change PIN', icon: <KeyRound /> },
      { id: 'logout', label: 'Logout', icon: <LogOut />, variant: 'danger' },
    ],
    onProfileAction: fn(),
    menuLabel: 'Open menu',
    menuTitle: 'Menu',
    closeMenuLabel: 'Close menu',
    children: <Placeholder text="8" />,
  },
  render: (args) => <AdminDashboard {...args} />,
} satisfies Meta<typeof DashboardShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    const nav = within(canvas.getByRole('navigation', { name: 'Dashboard' }));
    await expect(nav.getByRole('button', { name: 'Analytics' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Positions expands to its list.
    const positions = nav.getByRole('button', { name: 'Positions' });
    await expect(positions).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(positions);
    await expect(positions).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(nav.getByRole('button', { name: 'Maid' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('position-maid');
    await expect(nav.getByRole('button', { name: 'Maid' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Analytics' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(nav.getByRole('button', { name: 'Manage Positions' })).toBeVisible();

    // The profile menu.
    await userEvent.click(canvas.getByRole('button', { name: /^Profile menu Aisha Rahman/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change PIN' }));
    await expect(args.onProfileAction).toHaveBeenCalledWith('change-pin');
  },
};

export const NestedItemActive: Story = {
  args: { title: 'Agencies List', activeItem: 'agencies-list' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Dashboard' }));
    await expect(nav.getByRole('button', { name: 'Agencies' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav.getByRole('button', { name: 'Agencies List' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(within(drawer).getByRole('navigation', { name: 'Dashboard' }));
    await expect(nav.getByRole('button', { name: 'Analytics' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(nav.getByRole('button', { name: 'Users' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('users');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    title: 'التحليلات',
    logo: <Wordmark name="بيتي" />,
    homeLabel: 'الصفحة الرئيسية لبيتي',
    navLabel: 'لوحة التحكم',
    navItems: [
      { id: 'analytics', label: 'التحليلات', icon: <BarChart3 /> },
      { id: 'candidates', label: 'المرشحات', icon: <UsersRound /> },
      {
        id: 'positions',
        label: 'الوظائف',
        icon: <Briefcase />,
        items: [
          { id: 'position-nanny', label: 'مربية' },
          { id: 'position-maid', label: 'عاملة منزلية' },
        ],
      },
      { id: 'users', label: 'المستخدمون', icon: <Users /> },
    ],
    activeItem: 'position-nanny',
    profile: { name: 'عائشة رحمن', subtitle: 'مشرفة عامة' },
    profileMenuLabel: 'قائمة الملف الشخصي',
    profileMenuItems: [
      { id: 'profile', label: 'الملف الشخصي', icon: <UserRound /> },
      { id: 'logout', label: 'تسجيل الخروج', icon: <LogOut />, variant: 'danger' },
    ],
    menuLabel: 'افتح القائمة',
    menuTitle: 'القائمة',
    closeMenuLabel: 'أغلق القائمة',
    children: <Placeholder text="٨" />,
  },
};

export const RightToLeftMobile: Story = {
  ...RightToLeft,
  globals: { direction: 'rtl', viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'افتح القائمة' }));
    const drawer = await screen.findByRole('dialog', { name: 'القائمة' });
    await waitFor(() => expect(drawer).toBeVisible());
  },
};
