import { PASSWORD_CHANGED_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '@bayti/data/contract';
import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiError, demoUserOf, mockSignedInEndpoint } from '../../mocks';
import { notificationWorld } from '../../mocks/notifications';
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

/** Emails: a switch per email of the family's role; the security ones on and locked, with a note. */
export const Emails: Story = {
  play: async ({ canvasElement }) => {
    const emails = within(await section(canvasElement, 'Emails'));
    const switches = emails.getAllByRole('switch');
    await expect(switches).toHaveLength(25);
    // The answers to her offers, a worker on her list hired by another family, new messages and
    // her interviews.
    for (const type of [
      'New messages',
      'An interview agreed, with its calendar invitation',
      'Reminders a day and an hour before an interview',
      'Offers accepted',
      'Offers declined',
      'Offers expired unanswered',
      'A candidate on your list hired by another family',
      'Workers applying to your jobs',
      'Reviews to write after a hire',
      'Reviews about you published',
    ]) {
      await expect(emails.getByRole('switch', { name: type })).toBeChecked();
    }
    const verify = emails.getByRole('switch', { name: 'Verifying your email address' });
    await expect(verify).toBeChecked();
    await expect(verify).toBeDisabled();
    await expect(
      emails.getAllByText('Security emails about your account are always sent.'),
    ).toHaveLength(2);
    await expect(emails.getByRole('switch', { name: 'Your plan ending soon' })).toBeEnabled();
    await expect(emails.getByRole('switch', { name: 'Days added to your plan' })).toBeEnabled();
    await expect(emails.getByRole('switch', { name: 'Invoices refunded' })).toBeEnabled();
    await expect(
      emails.getByRole('switch', { name: 'Refund cases opened by a return' }),
    ).toBeEnabled();
    await expect(emails.queryByRole('switch', { name: 'Refunds overdue' })).toBeNull();
    await expect(emails.queryByRole('switch', { name: 'New listings to review' })).toBeNull();
  },
};

/** Switching one off saves it at once and says so; switching it back on too. */
export const EmailSwitchedOff: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...notificationWorld());
  },
  play: async ({ canvasElement }) => {
    const emails = within(await section(canvasElement, 'Emails'));
    const ending = emails.getByRole('switch', { name: 'Your plan ending soon' });
    await userEvent.click(ending);
    await expect(await emails.findByText('Saved.', {}, PAGE_LOAD)).toBeVisible();
    await expect(ending).not.toBeChecked();
  },
};

/** A refused choice goes back, with the server's reason. */
export const EmailRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('updateEmailPreference', () =>
        apiError(
          'service_unavailable',
          'The service is briefly unavailable. Please try again in a moment.',
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const emails = within(await section(canvasElement, 'Emails'));
    const paid = emails.getByRole('switch', { name: 'Invoices paid' });
    await userEvent.click(paid);
    await expect(
      await emails.findByText(
        'The service is briefly unavailable. Please try again in a moment.',
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    await expect(paid).toBeChecked();
  },
};
