import { VERIFY_RESEND_MESSAGE, type Role } from '@bayti/data/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { unverifiedSessionOf, VERIFY_EMAIL_FIRST_MESSAGE } from '../../mocks';
import { findOpenDialog } from '../../test-support/dialogs';
import { startSessionAtom } from '../../state/session';
import { PAGE_LOAD, portalStore, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Auth/Unverified account',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/employer' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in as the role's demo account before it verified its email. */
const signedInUnverified = (role: Role) => () => {
  portalStore.set(startSessionAtom, unverifiedSessionOf(role));
};

async function findBanner(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole(
    'region',
    { name: 'Verify your email address' },
    PAGE_LOAD,
  );
}

/** The family's dashboard says what waits on the link, and sends it again. */
export const Family: Story = {
  beforeEach: signedInUnverified('client'),
  play: async ({ canvasElement }) => {
    const banner = within(await findBanner(canvasElement));
    await expect(
      banner.getByText(/Until you open it, you cannot buy a plan or contact workers\./),
    ).toBeVisible();
    await userEvent.click(banner.getByRole('button', { name: 'Resend the link' }));
    await expect(await banner.findByText(VERIFY_RESEND_MESSAGE, {}, PAGE_LOAD)).toBeVisible();
  },
};

/** The worker's dashboard: her profile cannot be published until she opens the link. */
export const Worker: Story = {
  parameters: { portal: { path: '/dashboard/candidate' } },
  beforeEach: signedInUnverified('candidate'),
  play: async ({ canvasElement }) => {
    const banner = within(await findBanner(canvasElement));
    await expect(
      banner.getByText(/Until you open it, your profile cannot be published\./),
    ).toBeVisible();
  },
};

/** Contact Me says why it shows nothing until she verifies, instead of failing silently. */
export const FamilyContactRefused: Story = {
  parameters: { portal: { path: '/candidates/1' } },
  beforeEach: signedInUnverified('client'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Contact Me' }, PAGE_LOAD));
    const dialog = await findOpenDialog('Contact Details');
    await expect(
      await within(dialog).findByText(VERIFY_EMAIL_FIRST_MESSAGE, {}, PAGE_LOAD),
    ).toBeVisible();
  },
};
