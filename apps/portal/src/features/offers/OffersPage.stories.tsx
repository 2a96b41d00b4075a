import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiError, mockSignedInEndpoint } from '../../mocks';
import { OFFER_NOT_PENDING_MESSAGE, offerWorld } from '../../mocks/offers';
import { findOpenDialog } from '../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';
import { openAccept } from './offer-stories';

const meta = {
  title: 'Portal/Candidate/Offers',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/candidate/offers', signedInAs: 'candidate' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's own offers, answers kept (AcceptOffer, DeclineOffer). */
let world = offerWorld('candidate');

const offerCard = (family: string) =>
  screen.findByRole('article', { name: `Offer from ${family}` }, PAGE_LOAD);

/** Waiting offers first with their terms and answers; answered ones below with their state. */
export const Offers: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Offers' }, PAGE_LOAD),
    ).toBeVisible();
    const waiting = canvas.getByRole('region', { name: 'Waiting for your answer' });
    const pending = await offerCard('Sara Al Mansouri');
    await expect(waiting).toContainElement(pending);
    for (const term of [
      'Housemaid',
      'AED 2,200 / month',
      '15 December 2026',
      'Live-in',
      'Friday',
      'Private room in the home',
    ]) {
      await expect(within(pending).getByText(term)).toBeVisible();
    }
    await expect(within(pending).getByText('Waiting for an answer')).toBeVisible();
    await expect(within(pending).getByRole('button', { name: 'Accept' })).toBeEnabled();
    const earlier = canvas.getByRole('region', { name: 'Earlier offers' });
    const declined = await offerCard('Omar Haddad');
    await expect(earlier).toContainElement(declined);
    await expect(within(declined).getByText('Declined')).toBeVisible();
    await expect(within(declined).getByText('The salary')).toBeVisible();
    await expect(within(declined).queryByRole('button')).toBeNull();
    const expired = await offerCard('Sara Khalifa');
    await expect(within(expired).getByText('Expired')).toBeVisible();
    await expect(within(expired).getByText('Expired on')).toBeVisible();
  },
};

export const OffersInArabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'العروض' }, PAGE_LOAD),
    ).toBeVisible();
    const pending = await screen.findByRole(
      'article',
      { name: 'عرض من Sara Al Mansouri' },
      PAGE_LOAD,
    );
    await expect(within(pending).getByText('غرفة خاصة في المنزل')).toBeVisible();
    await expect(within(pending).getByRole('button', { name: 'رفض' })).toBeEnabled();
  },
};

export const NoOffers: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockSignedInEndpoint('candidateOffers', () => ({ data: { items: [] } })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No offers yet', {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockSignedInEndpoint('candidateOffers', () => apiError('internal', 'Server error')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' }, PAGE_LOAD)).toBeVisible();
  },
};

/** Accepting asks first, then the offer reads accepted and her lists are read again. */
export const AcceptOffer: Story = {
  beforeEach: ({ msw }) => {
    world = offerWorld('candidate');
    msw.use(...world.handlers);
  },
  play: async ({ canvas }) => {
    const dialog = await openAccept(await offerCard('Sara Al Mansouri'), 'Sara Al Mansouri');
    await expect(within(dialog).getByText(/your profile leaves the public site/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await expect(
      await canvas.findByText('You accepted the offer from Sara Al Mansouri.', {}, PAGE_LOAD),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('article', { name: 'Offer from Sara Al Mansouri' })).getByText(
            'Accepted',
          ),
        ).toBeVisible(),
      PAGE_LOAD,
    );
    await expect(canvas.queryByRole('region', { name: 'Waiting for your answer' })).toBeNull();
  },
};

/** An offer answered or expired meanwhile: the server's words, and the dialog stays open. */
export const AcceptRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('candidateAnswerOffer', () =>
        apiError('conflict', OFFER_NOT_PENDING_MESSAGE),
      ),
    );
  },
  play: async () => {
    const dialog = await openAccept(await offerCard('Sara Al Mansouri'), 'Sara Al Mansouri');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await expect(await within(dialog).findByRole('alert', {}, PAGE_LOAD)).toHaveTextContent(
      OFFER_NOT_PENDING_MESSAGE,
    );
    await expect(dialog).toBeVisible();
  },
};

/** Decline needs a reason; the note is optional; both reach the server. */
export const DeclineOffer: Story = {
  beforeEach: ({ msw }) => {
    world = offerWorld('candidate');
    msw.use(...world.handlers);
  },
  play: async ({ canvas }) => {
    const pending = await offerCard('Sara Al Mansouri');
    await userEvent.click(within(pending).getByRole('button', { name: 'Decline' }));
    const dialog = await findOpenDialog('Decline the offer from Sara Al Mansouri?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    await expect(await within(dialog).findByText('Choose why you decline')).toBeVisible();
    await expect(world.answers).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'The day off' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Note/ }),
      'I need Sunday off.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    await expect(
      await canvas.findByText('You declined the offer from Sara Al Mansouri.', {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(world.answers).toEqual([
      { answer: 'decline', reason: 'day_off', note: 'I need Sunday off.' },
    ]);
    // The list read again: the offer is among the earlier ones, with why.
    const earlier = await canvas.findByRole('region', { name: 'Earlier offers' }, PAGE_LOAD);
    await waitFor(
      () => expect(within(earlier).getByText('I need Sunday off.')).toBeVisible(),
      PAGE_LOAD,
    );
    await expect(canvas.queryByRole('region', { name: 'Waiting for your answer' })).toBeNull();
  },
};

export const DeclineInArabic: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    const pending = await screen.findByRole(
      'article',
      { name: 'عرض من Sara Al Mansouri' },
      PAGE_LOAD,
    );
    await userEvent.click(within(pending).getByRole('button', { name: 'رفض' }));
    const dialog = await findOpenDialog('رفض العرض من Sara Al Mansouri؟');
    await userEvent.click(within(dialog).getByRole('button', { name: 'رفض العرض' }));
    await expect(await within(dialog).findByText('اختر سبب الرفض')).toBeVisible();
  },
};
