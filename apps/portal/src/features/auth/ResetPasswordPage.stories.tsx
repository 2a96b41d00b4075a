import { PASSWORD_RESET_MESSAGE, RESET_LINK_INVALID_MESSAGE } from '@bayti/data/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_RESET_TOKEN } from '../../mocks';
import { passwordInput } from '../../test-support/fields';
import { expectPageTitle, PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Auth/Reset password',
  tags: ['!autodocs'],
  ...portalStory({ path: `/reset-password?token=${MOCK_RESET_TOKEN}` }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function choosePassword(canvasElement: HTMLElement, password: string, confirm: string) {
  const mainElement = await within(canvasElement).findByRole('main', {}, PAGE_LOAD);
  const main = within(mainElement);
  await userEvent.type(passwordInput(mainElement, 'New Password'), password);
  await userEvent.type(passwordInput(mainElement, 'Confirm New Password'), confirm);
  await userEvent.click(main.getByRole('button', { name: 'Reset password' }));
  return main;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'Reset Password');
    await expect(canvas.getByText('Choose a new password for your account.')).toBeVisible();
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const main = await choosePassword(canvasElement, 'a-new-password', 'a-new-password');
    await expect(await main.findByText(PASSWORD_RESET_MESSAGE, {}, PAGE_LOAD)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const main = await choosePassword(canvasElement, 'a-new-password', 'another-password');
    await expect(await main.findByText('Passwords do not match')).toBeVisible();
  },
};

export const ExpiredLink: Story = {
  parameters: { portal: { path: '/reset-password?token=an-old-token' } },
  play: async ({ canvasElement }) => {
    const main = await choosePassword(canvasElement, 'a-new-password', 'a-new-password');
    await expect(await main.findByText(RESET_LINK_INVALID_MESSAGE, {}, PAGE_LOAD)).toBeVisible();
  },
};

export const NoToken: Story = {
  parameters: { portal: { path: '/reset-password' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(RESET_LINK_INVALID_MESSAGE, {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};
