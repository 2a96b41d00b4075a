import type { Meta, StoryObj } from '@storybook/react-vite';
import { House, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { portraits } from '../story-assets';
import { NavBar } from './NavBar';

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

const links = [
  { href: '/', label: 'Home' },
  { href: '/candidates', label: 'All Candidates' },
  { href: '/visa', label: 'Visa Services' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];

const userMenuItems = [
  { id: 'dashboard', label: 'Dashboard', href: '/dashboard/employer', icon: <LayoutDashboard /> },
  { id: 'settings', label: 'Settings', href: '/settings', icon: <Settings /> },
  { id: 'logout', label: 'Logout', icon: <LogOut />, variant: 'danger' as const },
];

const meta = {
  title: 'Layout/NavBar',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  // The bar is fixed to the viewport; the transform keeps it inside each story's frame on the docs page.
  decorators: [
    (Story) => (
      <div style={{ transform: 'translateZ(0)', minBlockSize: '20rem' }}>
        <Story />
        <main
          style={{ paddingBlockStart: 'calc(var(--size-navbar) + 2rem)', paddingInline: '1.5rem' }}
        >
          <p>Page content</p>
        </main>
      </div>
    ),
  ],
  args: {
    logo: <Wordmark name="Bayti" />,
    homeLabel: 'Bayti home',
    links,
    activeHref: '/',
    navLabel: 'Main',
    languages: [
      { id: 'en', label: 'EN' },
      { id: 'ar', label: 'AR' },
    ],
    locale: 'en',
    onLocaleChange: fn(),
    languageLabel: 'Language',
    signUpLabel: 'SignUp',
    signInLabel: 'SignIn',
    onSignUp: fn(),
    onSignIn: fn(),
    userMenuLabel: 'Account menu',
    userMenuItems,
    onUserMenuAction: fn(),
    menuLabel: 'Open menu',
    menuTitle: 'Menu',
    closeMenuLabel: 'Close menu',
    loadingLabel: 'Loading...',
  },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'SignIn' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'SignUp' }));
    await expect(args.onSignUp).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  args: { user: { name: 'Fatima Al Mansoori', avatarSrc: portraits.amina } },
  play: async ({ args, canvas }) => {
    const avatar = canvas.getByRole('button', { name: 'Account menu' });
    // From the keyboard: ArrowDown opens the menu on its first item, Escape returns to the avatar.
    avatar.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
    await expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(avatar).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(avatar);
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/employer',
    );

    // A click outside closes the menu.
    await userEvent.click(canvas.getByText('Page content'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    // Choosing an item reports its id.
    await userEvent.click(avatar);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await expect(args.onUserMenuAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const SignedInWithoutPicture: Story = {
  args: { user: { name: 'Fatima Al Mansoori' } },
};

export const ActiveLink: Story = {
  args: { activeHref: '/candidates' },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'All Candidates' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );

    // The language switch reports the chosen locale.
    await userEvent.click(canvas.getByRole('radio', { name: 'AR' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('ar');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { activeHref: '/pricing' },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(drawer).getByRole('radio', { name: 'AR' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('ar');

    await userEvent.click(within(drawer).getByRole('button', { name: 'SignIn' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
  },
};

export const MobileSignedIn: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { user: { name: 'Fatima Al Mansoori', avatarSrc: portraits.amina } },
  play: async ({ args, canvas }) => {
    // From the keyboard: Enter opens the drawer with focus inside, Escape returns to the button.
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const opened = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(opened).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menuButton).toHaveFocus());
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );

    await userEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(within(drawer).getByText('Fatima Al Mansoori')).toBeVisible());
    await userEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));
    await expect(args.onUserMenuAction).toHaveBeenCalledWith('logout');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    logo: <Wordmark name="بيتي" />,
    homeLabel: 'الصفحة الرئيسية لبيتي',
    links: [
      { href: '/', label: 'الرئيسية' },
      { href: '/candidates', label: 'جميع المرشحات' },
      { href: '/visa', label: 'خدمات التأشيرة' },
      { href: '/pricing', label: 'الأسعار' },
      { href: '/about', label: 'من نحن' },
      { href: '/contact', label: 'اتصل بنا' },
    ],
    activeHref: '/visa',
    navLabel: 'القائمة الرئيسية',
    locale: 'ar',
    languageLabel: 'اللغة',
    user: { name: 'فاطمة المنصوري' },
    userMenuLabel: 'قائمة الحساب',
    userMenuItems: [
      {
        id: 'dashboard',
        label: 'لوحة التحكم',
        href: '/dashboard/employer',
        icon: <LayoutDashboard />,
      },
      { id: 'settings', label: 'الإعدادات', href: '/settings', icon: <Settings /> },
      { id: 'logout', label: 'تسجيل الخروج', icon: <LogOut />, variant: 'danger' as const },
    ],
    menuLabel: 'افتح القائمة',
    menuTitle: 'القائمة',
    closeMenuLabel: 'أغلق القائمة',
    loadingLabel: 'جارٍ التحميل...',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'AR' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'قائمة الحساب' }));
    const settings = await screen.findByRole('menuitem', { name: 'الإعدادات' });
    await waitFor(() => expect(settings).toBeVisible());
    await userEvent.keyboard('{Escape}');
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
