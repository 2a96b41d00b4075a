import { PASSWORD_CHANGED_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '@bayti/data/contract';
import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoUserOf } from '../../mocks';
import { passwordInput } from '../../test-support/fields';
import { expectPageTitle, PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const family = demoUserOf('client');

const meta = {
  title: 'Portal/Auth/Settings',
  tags: ['!autodocs'],
  ...portalStory({ path: '/settings', signedInAs: 'client' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name }, PAGE_LOAD);

export const SignedIn: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectPageTitle(canvas, 'Settings');
    const profile = within(await section(canvasElement, 'Profile'));
    await expect(profile.getByRole('textbox', { name: 'Email' })).toHaveValue(family.email);
    await expect(profile.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(profile.getByRole('textbox', { name: 'Full Name' })).toHaveValue(family.name);
  },
};

export const NameSaved: Story = {
  play: async ({ canvasElement }) => {
    const profile = within(await section(canvasElement, 'Profile'));
    const name = profile.getByRole('textbox', { name: 'Full Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Layla Al Marri');
    await userEvent.click(profile.getByRole('button', { name: 'Save changes' }));
    await expect(
      await profile.findByText('Your settings have been saved.', {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(name).toHaveValue('Layla Al Marri');
  },
};

export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const passwordElement = await section(canvasElement, 'Change Password');
    const password = within(passwordElement);
    await userEvent.type(
      passwordInput(passwordElement, 'Current Password'),
      `not-${DEMO_PASSWORD}`,
    );
    await userEvent.type(passwordInput(passwordElement, 'New Password'), 'a-new-password');
    await userEvent.type(passwordInput(passwordElement, 'Confirm New Password'), 'a-new-password');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await expect(
      await password.findByText(WRONG_CURRENT_PASSWORD_MESSAGE, {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const passwordElement = await section(canvasElement, 'Change Password');
    const password = within(passwordElement);
    await userEvent.type(passwordInput(passwordElement, 'Current Password'), DEMO_PASSWORD);
    await userEvent.type(passwordInput(passwordElement, 'New Password'), 'a-new-password');
    await userEvent.type(passwordInput(passwordElement, 'Confirm New Password'), 'a-new-password');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await expect(await password.findByText(PASSWORD_CHANGED_MESSAGE, {}, PAGE_LOAD)).toBeVisible();
    await expect(passwordInput(passwordElement, 'Current Password')).toHaveValue('');
  },
};
