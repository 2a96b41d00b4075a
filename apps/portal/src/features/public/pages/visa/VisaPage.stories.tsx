import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findOpenDialog } from '../../../../test-support/dialogs';
import { expectPageTitle, PAGE_LOAD, portalStory } from '../../../../test-support/portal-story';

const meta = {
  title: 'Portal/Public/Visa',
  tags: ['!autodocs'],
  ...portalStory({ path: '/visa' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'Your domestic worker’s visa, handled in about 7 days');
    await expect(
      canvas.getByRole('table', { name: 'Bayti visa service versus private sponsorship' }),
    ).toBeVisible();
  },
};

export const GetVisaNowModal: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Get Visa Now' }, PAGE_LOAD));
    const dialog = await findOpenDialog('Get Visa Services');
    await expect(
      within(dialog).getByText('Leave your details and a visa consultant will call you back.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Send Request' })).toBeVisible();
  },
};

export const VisaRequestSent: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Get Visa Now' }, PAGE_LOAD));
    const dialog = await findOpenDialog('Get Visa Services');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Full name' }),
      'Layla Hassan',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Phone number/ }),
      '501234567',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Message/ }),
      'A nanny visa for a Filipino worker, from January.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await expect(
      await within(dialog).findByText(
        'Thank you. Your visa request has been received; a consultant will call you within one working day.',
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
  },
};
