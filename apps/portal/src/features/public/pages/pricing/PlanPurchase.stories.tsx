import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findOpenDialog } from '../../../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../../../test-support/portal-story';

// A family ordering an access plan on /pricing (the page's own stories cover the rest).
const meta = {
  title: 'Portal/Public/Pricing ordering',
  tags: ['!autodocs'],
  ...portalStory({ path: '/pricing', signedInAs: 'client' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FamilyOrdersAPlan: Story = {
  play: async ({ canvas }) => {
    // The plan running now is named above the comparison.
    await expect(
      await canvas.findByText(/Your Standard plan is active until 15 December 2026/, {}, PAGE_LOAD),
    ).toBeVisible();
    const premium = canvas.getByRole('article', { name: 'Premium' });
    await userEvent.click(within(premium).getByRole('button', { name: 'Get Started' }));
    const confirm = await findOpenDialog('Order the Premium plan');
    await expect(within(confirm).getByText(/AED\s?495 for 2 months/)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Place order' }));

    const placed = await findOpenDialog('Order placed');
    await expect(
      within(placed).getByText(/Order ORD-2026-\d+ is placed and invoice INV-2026-\d+ is waiting/),
    ).toBeVisible();
    await expect(
      within(placed).getByText(/Your plan activates as soon as the invoice is paid\./),
    ).toBeVisible();
    await expect(within(placed).getByRole('link', { name: 'Go to Invoices' })).toHaveAttribute(
      'href',
      '/dashboard/employer/invoices',
    );
  },
};

export const OtherAccounts: Story = {
  // Behaviour only: its last state looks like a story pictured already.
  tags: ['no-screenshot'],
  parameters: { portal: { signedInAs: 'candidate' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Access plans are for family accounts.', {}, PAGE_LOAD),
    ).toBeVisible();
    for (const button of canvas.getAllByRole('button', { name: /Get Started/ })) {
      await expect(button).toBeDisabled();
    }
  },
};
