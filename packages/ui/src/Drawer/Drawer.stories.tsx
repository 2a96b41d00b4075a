import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within, screen } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { Drawer, type DrawerProps } from './Drawer';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { title: 'Filters', closeLabel: 'Close filters', placement: 'end', isDismissable: true },
  argTypes: { placement: { control: 'inline-radio', options: ['end', 'start'] } },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const listStyle = { display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' } as const;

function FilterDrawer({ trigger = 'Show filters', ...args }: DrawerProps & { trigger?: string }) {
  return (
    <DialogTrigger>
      <Button variant="secondary">{trigger}</Button>
      <Drawer
        {...args}
        footer={
          <>
            <Button slot="close" variant="secondary">
              Clear
            </Button>
            <Button slot="close">Show 15 candidates</Button>
          </>
        }
      >
        <h3>Nationality</h3>
        <ul style={listStyle}>
          <li>Philippines (4)</li>
          <li>Kenya (3)</li>
          <li>Uganda (3)</li>
          <li>India (2)</li>
          <li>Sri Lanka (2)</li>
          <li>Indonesia (1)</li>
        </ul>
        <h3>Work type</h3>
        <ul style={listStyle}>
          <li>Live-in</li>
          <li>Live-out</li>
          <li>Part-time</li>
        </ul>
      </Drawer>
    </DialogTrigger>
  );
}

/** Opens from the trigger; the close button and Escape close it, and focus returns to the trigger. */
export const Default: Story = {
  render: (args) => <FilterDrawer {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Show filters' });

    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Left open: the panel sits against the right edge in English. */
export const Open: Story = {
  render: (args) => <FilterDrawer {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    const panel = drawer.parentElement as HTMLElement;
    await waitFor(() =>
      expect(Math.round(panel.getBoundingClientRect().right)).toBe(window.innerWidth),
    );
  },
};

/** A click on the backdrop closes it (unless `isDismissable={false}`). */
export const BackdropCloses: Story = {
  render: (args) => <FilterDrawer {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show filters' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(drawer.parentElement?.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** In Arabic the panel slides in from the left. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { title: 'الفلاتر', closeLabel: 'إغلاق الفلاتر' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">عرض الفلاتر</Button>
      <Drawer {...args} footer={<Button slot="close">عرض ١٥ مرشحة</Button>}>
        <h3>الجنسية</h3>
        <ul style={listStyle}>
          <li>الفلبين (٤)</li>
          <li>كينيا (٣)</li>
          <li>أوغندا (٣)</li>
          <li>الهند (٢)</li>
        </ul>
      </Drawer>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'عرض الفلاتر' }));
    const drawer = await screen.findByRole('dialog', { name: 'الفلاتر' });
    const panel = drawer.parentElement as HTMLElement;
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().left)).toBe(0));
  },
};

/** `placement="start"`: a navigation menu on a phone, from the left in English. */
export const NavigationOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { title: 'Menu', closeLabel: 'Close menu', placement: 'start' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open menu</Button>
      <Drawer {...args}>
        <nav aria-label="Main">
          <ul style={listStyle}>
            <li>
              <Link variant="standalone" href="/">
                Home
              </Link>
            </li>
            <li>
              <Link variant="standalone" href="/candidates">
                All Candidates
              </Link>
            </li>
            <li>
              <Link variant="standalone" href="/visa">
                Visa Services
              </Link>
            </li>
            <li>
              <Link variant="standalone" href="/pricing">
                Pricing
              </Link>
            </li>
            <li>
              <Link variant="standalone" href="/about">
                About
              </Link>
            </li>
            <li>
              <Link variant="standalone" href="/contact">
                Contact
              </Link>
            </li>
          </ul>
        </nav>
      </Drawer>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const panel = drawer.parentElement as HTMLElement;
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().left)).toBe(0));
    await expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(
      window.innerWidth * 0.9 + 1,
    );
    await expect(within(drawer).getByRole('link', { name: 'All Candidates' })).toBeInTheDocument();
  },
};
