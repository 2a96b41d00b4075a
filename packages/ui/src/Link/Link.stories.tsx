import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '/candidates', children: 'All Candidates', variant: 'inline' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for the app router's `navigate`. */
const navigateSpy = fn();

/** Inside running text. */
export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: 480 }}>
      Families browse worker profiles directly, without agency fees.{' '}
      <Link {...args}>See the candidates</Link> or read about the{' '}
      <Link href="/visa">visa service</Link>.
    </p>
  ),
};

/** On its own, with an arrow that points the reading direction. */
export const Standalone: Story = {
  args: { variant: 'standalone', showArrow: true, children: 'Explore All Profiles' },
};

/**
 * With the app's `RouterProvider`, pressing the link asks the router to navigate instead of
 * loading the page; Enter does the same.
 */
export const ClientSideNavigation: Story = {
  args: { variant: 'standalone' },
  render: (args) => (
    <RouterProvider navigate={navigateSpy}>
      <Link {...args} />
    </RouterProvider>
  ),
  play: async ({ canvasElement }) => {
    navigateSpy.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'All Candidates' });
    await expect(link).toHaveAttribute('href', '/candidates');
    await userEvent.click(link);
    await expect(navigateSpy).toHaveBeenCalledTimes(1);
    await expect(navigateSpy.mock.calls[0]?.[0]).toBe('/candidates');
    await userEvent.keyboard('{Enter}');
    await expect(navigateSpy).toHaveBeenCalledTimes(2);
  },
};

/** `aria-current="page"` marks the active link of a navigation bar. */
export const Current: Story = {
  args: { variant: 'standalone', 'aria-current': 'page', children: 'Home', href: '/' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Home' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link).toHaveAttribute('data-current');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'All Candidates' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { variant: 'standalone', showArrow: true, children: 'استكشف جميع الملفات' },
};
