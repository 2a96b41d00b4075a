import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findOpenDialog } from '../../../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../../../test-support/portal-story';

const meta = {
  title: 'Portal/Public/Pricing',
  tags: ['!autodocs'],
  ...portalStory({ path: '/pricing' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Simple, one-time pricing' }, PAGE_LOAD),
    ).toBeVisible();
    for (const plan of ['Basic', 'Standard', 'Premium']) {
      await expect(canvas.getByRole('heading', { level: 2, name: plan })).toBeVisible();
    }
    await expect(canvas.getByRole('table', { name: 'Offerings Comparison' })).toBeVisible();

    // A visitor choosing a plan is invited to create an account first.
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started Free' }));
    const dialog = await findOpenDialog('Create Account');
    await expect(within(dialog).getByRole('button', { name: 'Register as Family' })).toBeVisible();
  },
};

export const SignedIn: Story = {
  parameters: { portal: { signedInAs: 'client' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note', {}, PAGE_LOAD)).toHaveTextContent(
      'Online payment for plans opens soon. Our team can activate a plan for you meanwhile.',
    );
    for (const button of canvas.getAllByRole('button', { name: /Get Started/ })) {
      await expect(button).toBeDisabled();
    }
  },
};
