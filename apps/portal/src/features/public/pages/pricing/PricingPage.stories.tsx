import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findOpenDialog } from '../../../../test-support/dialogs';
import { expectPageTitle, PAGE_LOAD, portalStory } from '../../../../test-support/portal-story';

const meta = {
  title: 'Portal/Public/Pricing',
  tags: ['!autodocs'],
  ...portalStory({ path: '/pricing' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'Simple, one-time pricing');
    for (const plan of ['Basic', 'Standard', 'Premium']) {
      await expect(canvas.getByRole('heading', { level: 2, name: plan })).toBeVisible();
    }
    await expect(canvas.getByRole('table', { name: 'Offerings Comparison' })).toBeVisible();

    // A visitor choosing a plan signs in first.
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started Free' }));
    const dialog = await findOpenDialog('Sign In');
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeVisible();
  },
};

export const SignedInAsAgency: Story = {
  parameters: { portal: { signedInAs: 'agency' } },
  play: async ({ canvas }) => {
    // Plans are for families: another account sees why it cannot order one.
    await expect(await canvas.findByRole('note', {}, PAGE_LOAD)).toHaveTextContent(
      'Access plans are for family accounts.',
    );
    for (const button of canvas.getAllByRole('button', { name: /Get Started/ })) {
      await expect(button).toBeDisabled();
    }
  },
};
