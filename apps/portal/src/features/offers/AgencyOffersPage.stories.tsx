import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { offerWorld } from '../../mocks/offers';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';
import { openAccept } from './offer-stories';

const meta = {
  title: 'Portal/Agency/Offers',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/agency/offers', signedInAs: 'agency' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const offerFor = (candidate: string) =>
  screen.findByRole('article', { name: new RegExp(`^Offer for ${candidate} from `) }, PAGE_LOAD);

/** Each offer names the agency's candidate; accepted and lapsed ones read so. */
export const Offers: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Offers' }, PAGE_LOAD),
    ).toBeVisible();
    const pending = await offerFor('Grace Wanjiku');
    await expect(within(pending).getByText('Grace Wanjiku')).toBeVisible();
    await expect(within(pending).getByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(
      within(await offerFor('Siti Rahma')).getByText('Closed: hired on another offer'),
    ).toBeVisible();
    await expect(within(await offerFor('Maria Santos')).getByText('Accepted')).toBeVisible();
  },
};

export const OffersInArabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'العروض' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(await canvas.findByText('مغلق: تم التوظيف بعرض آخر', {}, PAGE_LOAD)).toBeVisible();
  },
};

/** The agency accepts for its candidate: the dialog says she leaves the public site. */
export const AcceptForCandidate: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...offerWorld('agency').handlers);
  },
  play: async ({ canvas }) => {
    const dialog = await openAccept(await offerFor('Grace Wanjiku'), 'Sara Al Mansouri');
    await expect(within(dialog).getByText(/her profile leaves the public site/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await expect(
      await canvas.findByText('You accepted the offer from Sara Al Mansouri.', {}, PAGE_LOAD),
    ).toBeVisible();
  },
};
