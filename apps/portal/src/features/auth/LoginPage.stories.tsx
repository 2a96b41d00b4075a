import { FORGOT_PASSWORD_MESSAGE } from '@bayti/data/contract';
import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { INVALID_CREDENTIALS_MESSAGE } from '../../mocks';
import { passwordInput } from '../../test-support/fields';
import { expectPageTitle, PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Auth/Login',
  tags: ['!autodocs'],
  ...portalStory({ path: '/login' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'Sign In');
    await expect(canvas.getByText('Welcome back! Log in to access your account')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeEnabled();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    const mainElement = await canvas.findByRole('main', {}, PAGE_LOAD);
    const main = within(mainElement);
    await userEvent.type(main.getByRole('textbox', { name: 'Email' }), 'family@demo.bayti.ae');
    await userEvent.type(passwordInput(mainElement, 'Password'), `not-${DEMO_PASSWORD}`);
    await userEvent.click(main.getByRole('button', { name: 'Log In' }));
    // The server's words, and the visitor stays signed out on the page.
    await expect(await main.findByText(INVALID_CREDENTIALS_MESSAGE, {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'SignIn' })).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Forgot Password?' }, PAGE_LOAD));
    await expectPageTitle(canvas, 'Forgot Password');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'someone@example.ae');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    // The same answer whether or not the email has an account.
    await expect(await canvas.findByText(FORGOT_PASSWORD_MESSAGE, {}, PAGE_LOAD)).toBeVisible();
  },
};
