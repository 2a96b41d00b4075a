import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiError, mockEndpoint, VALIDATION_MESSAGE } from '../../../../mocks';
import { expectPageTitle, PAGE_LOAD, portalStory } from '../../../../test-support/portal-story';

const meta = {
  title: 'Portal/Public/Contact',
  tags: ['!autodocs'],
  ...portalStory({ path: '/contact' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills 'Get in Touch' with a message the contract accepts, and sends it. */
async function sendMessage(canvasElement: HTMLElement) {
  const form = await within(canvasElement).findByRole('form', { name: 'Get in Touch' }, PAGE_LOAD);
  const field = (name: RegExp) => within(form).getByRole('textbox', { name });
  await userEvent.type(field(/Full name/), 'Layla Hassan');
  await userEvent.type(field(/Email/), 'layla@example.ae');
  await userEvent.type(field(/Phone number/), '501234567');
  await userEvent.type(field(/Message/), 'We are looking for a live-in nanny from January.');
  await userEvent.click(within(form).getByRole('checkbox', { name: 'Employer' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
  return form;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'We are here to help');
    await expect(canvas.getByRole('link', { name: 'support@bayti.ae' })).toHaveAttribute(
      'href',
      'mailto:support@bayti.ae',
    );
    // Nothing typed yet: the form says what is missing before anything is sent.
    const form = canvas.getByRole('form', { name: 'Get in Touch' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    await expect(await within(form).findByText('Enter your name')).toBeVisible();
    const name = within(form).getByRole('textbox', { name: /Full name/ });
    await waitFor(() => expect(name).toHaveFocus());
    // Checked; the screenshot must not depend on whether the page still holds focus.
    name.blur();
  },
};

export const SubmitSuccess: Story = {
  play: async ({ canvasElement }) => {
    const form = await sendMessage(canvasElement);
    await expect(
      await within(form).findByText(
        'Thank you. Your message has been sent; we will reply within one working day.',
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    // The stored message is forgotten, ready for another.
    await expect(within(form).getByRole('textbox', { name: /Full name/ })).toHaveValue('');
  },
};

const UNDELIVERABLE = 'This email address cannot receive mail.';

export const FieldErrorsFromTheServer: Story = {
  beforeEach: ({ msw }) => {
    // The server refuses what the browser accepted: its field errors land on the fields.
    msw.use(
      mockEndpoint('contact', () =>
        apiError('validation', VALIDATION_MESSAGE, { email: UNDELIVERABLE }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const form = await sendMessage(canvasElement);
    await expect(await within(form).findByText(UNDELIVERABLE, {}, PAGE_LOAD)).toBeVisible();
    const email = within(form).getByRole('textbox', { name: /Email/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    email.blur();
    // Nothing typed is lost.
    await expect(within(form).getByRole('textbox', { name: /Full name/ })).toHaveValue(
      'Layla Hassan',
    );
  },
};
