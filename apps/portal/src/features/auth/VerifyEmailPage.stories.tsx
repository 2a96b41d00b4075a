import { VERIFY_LINK_INVALID_MESSAGE, VERIFY_RESEND_MESSAGE } from '@bayti/data/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_VERIFY_TOKEN } from '../../mocks';
import { expectPageTitle, PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Auth/Verify email',
  tags: ['!autodocs'],
  ...portalStory({ path: `/verify-email?token=${MOCK_VERIFY_TOKEN}` }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link works: the address is verified, she is signed in and taken to her dashboard. */
export const Verified: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'Verify your email');
    await expect(
      await canvas.findByText(
        'Your email address is verified. Taking you to your dashboard...',
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    // Then her dashboard, signed in.
    await expect(
      await canvas.findByRole('heading', { name: 'Analytics', level: 1 }, PAGE_LOAD),
    ).toBeVisible();
  },
};

/** A used or expired link says so and offers a new one for a typed address. */
export const InvalidLink: Story = {
  parameters: { portal: { path: '/verify-email?token=an-old-token' } },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main', {}, PAGE_LOAD));
    await expect(await main.findByText(VERIFY_LINK_INVALID_MESSAGE, {}, PAGE_LOAD)).toBeVisible();
    await userEvent.type(main.getByRole('textbox', { name: 'Email' }), 'layla@example.ae');
    await userEvent.click(main.getByRole('button', { name: 'Resend the link' }));
    await expect(await main.findByText(VERIFY_RESEND_MESSAGE, {}, PAGE_LOAD)).toBeVisible();
  },
};

/** No token at all (a cut-off link). */
export const NoToken: Story = {
  parameters: { portal: { path: '/verify-email' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'This verification link is invalid, already used or expired.',
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};
