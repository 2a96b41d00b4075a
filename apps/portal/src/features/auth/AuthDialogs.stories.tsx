import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VERIFY_RESEND_MESSAGE } from '@bayti/data/contract';
import { findOpenDialog } from '../../test-support/dialogs';
import { passwordInput } from '../../test-support/fields';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Auth/Sign-up dialog',
  tags: ['!autodocs'],
  ...portalStory({ path: '/' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** SignUp in the navigation bar, then 'Register as Family': the family's sign-up form. */
async function openFamilySignUp(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'SignUp' }, PAGE_LOAD));
  const choice = await findOpenDialog('Create Account');
  await userEvent.click(within(choice).getByRole('button', { name: 'Register as Family' }));
  return findOpenDialog('Sign up as Family');
}

async function fill(dialog: HTMLElement, email: string, password: string, confirm: string) {
  const form = within(dialog);
  await userEvent.type(form.getByRole('textbox', { name: 'Full Name' }), 'Layla Hassan');
  await userEvent.type(form.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(passwordInput(dialog, 'Password'), password);
  await userEvent.type(passwordInput(dialog, 'Confirm Password'), confirm);
  await userEvent.click(form.getByRole('button', { name: 'Create an account' }));
}

export const ChooseAccountType: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'SignUp' }, PAGE_LOAD));
    const dialog = await findOpenDialog('Create Account');
    await expect(within(dialog).getByRole('button', { name: 'Register as Family' })).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Register as Maid/Worker' }),
    ).toBeVisible();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openFamilySignUp(canvasElement);
    await fill(dialog, 'layla@example.ae', 'a-long-password', 'another-password');
    await expect(await within(dialog).findByText('Passwords do not match')).toBeVisible();
    await expect(passwordInput(dialog, 'Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** After sign-up: no session, the dialog names the address the link went to, with Resend. */
export const CheckYourEmail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openFamilySignUp(canvasElement);
    await fill(dialog, 'layla@example.ae', 'a-long-password', 'a-long-password');
    const check = await findOpenDialog('Check your email');
    await expect(within(check).getByText(/We sent a link to layla@example\.ae\./)).toBeVisible();
    await userEvent.click(within(check).getByRole('button', { name: 'Resend the link' }));
    await expect(
      await within(check).findByText(VERIFY_RESEND_MESSAGE, {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

/** A taken address gets the same answer: the dialog does not reveal who has an account. */
export const EmailAlreadyRegistered: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openFamilySignUp(canvasElement);
    await fill(dialog, 'family@demo.bayti.ae', 'a-long-password', 'a-long-password');
    const check = await findOpenDialog('Check your email');
    await expect(
      within(check).getByText(/We sent a link to family@demo\.bayti\.ae\./),
    ).toBeVisible();
  },
};
