import { VERIFY_RESEND_MESSAGE, type Role } from '@bayti/data/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { unverifiedSessionOf } from '../../mocks';
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
