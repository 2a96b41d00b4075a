import {
  SUGGESTED_CANDIDATES,
  candidatesQuerySchema,
  searchCandidates,
} from '@bayti/data/contract';
import { publicCandidates, candidateContacts } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiError, mockEndpoint, mockSignedInEndpoint } from '../../../mocks';
import { firstCandidatesPage } from '../../../mocks/candidates';
import { findOpenDialog } from '../../../test-support/dialogs';
import { expectPageTitle, PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

/** A candidate without an introduction video, whose page needs no media server. */
const candidate = publicCandidates.find((c) => c.video === null) ?? publicCandidates[0];
if (!candidate) throw new Error('The fixtures have no public candidate.');

/** The server's page of the fixtures for a filter, as many as the suggestions ask for. */
const suggestionPage = (filter: Record<string, unknown>) =>
  searchCandidates(
    publicCandidates,
    candidatesQuerySchema.parse({ ...filter, pageSize: SUGGESTED_CANDIDATES + 1 }),
  );
const samePosition = suggestionPage({ position: candidate.position });
const sameNationality = suggestionPage({ nationality: candidate.nationality });

/** What the suggestions asked the list for. */
const suggestionsAsked: Record<string, unknown>[] = [];

/** The list answers the suggestions' searches: the same position, the same nationality, anyone. */
function suggestionAnswers() {
  suggestionsAsked.length = 0;
  return mockEndpoint('candidates', ({ query }) => {
    suggestionsAsked.push(query);
    const page = query.position
      ? samePosition
      : query.nationality
        ? sameNationality
        : firstCandidatesPage(query.pageSize);
    return { data: page };
  });
}

const portal = portalStory({ path: `/candidates/${candidate.id}` });

const meta = {
  title: 'Portal/Public/Candidate profile',
  tags: ['!autodocs'],
  ...portal,
  beforeEach: (context: Parameters<typeof portal.beforeEach>[0]) => {
    const cleanup = portal.beforeEach(context);
    context.msw.use(suggestionAnswers());
    return cleanup;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Found: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, candidate.name);
    await expect(canvas.getByRole('img', { name: `Photo of ${candidate.name}` })).toBeVisible();
    for (const card of ['About Me', 'Quick facts', 'Details', 'I can help with']) {
      await expect(canvas.getByRole('heading', { level: 2, name: card })).toBeVisible();
    }
    // No contact details on the public page.
    const contact = candidateContacts[candidate.id];
    if (contact) await expect(canvas.queryByText(contact.phone)).not.toBeInTheDocument();
    // Suggestions never include the candidate on the page.
    const aside = canvas.getByRole('complementary', { name: 'Suggested Candidates' });
    const suggestions = await within(aside).findAllByRole('link', {}, PAGE_LOAD);
    await expect(suggestions.length).toBeGreaterThan(0);
    for (const link of suggestions) {
      await expect(link).not.toHaveAttribute('href', `/candidates/${candidate.id}`);
    }
    // They are asked for by the candidate's position and nationality.
    await expect(suggestionsAsked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ position: candidate.position }),
        expect.objectContaining({ nationality: candidate.nationality }),
      ]),
    );
  },
};

export const ContactMeAsVisitor: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Contact Me' }, PAGE_LOAD));
    // A visitor signs in first.
    const dialog = await findOpenDialog('Sign In');
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeVisible();
  },
};

export const ContactMeAsFamily: Story = {
  parameters: { portal: { signedInAs: 'client' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Contact Me' }, PAGE_LOAD));
    const dialog = await findOpenDialog('Contact Details');
    const phone = candidateContacts[candidate.id]?.phone ?? '';
    // The number twice: to call, and on WhatsApp.
    const [call, whatsApp] = await within(dialog).findAllByRole('link', { name: phone }, PAGE_LOAD);
    const digits = phone.replace(/\D/g, '');
    await expect(call).toHaveAttribute('href', `tel:+${digits}`);
    await expect(whatsApp).toHaveAttribute('href', `https://wa.me/${digits}`);
    await expect(within(dialog).getByRole('link', { name: 'Call Now' })).toHaveAttribute(
      'href',
      `tel:+${digits}`,
    );
  },
};

const PLAN_REQUIRED = 'Choose an access plan to see contact details.';

export const ContactMeWithoutAPlan: Story = {
  parameters: { portal: { signedInAs: 'client' } },
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('candidateContact', () => apiError('plan_required', PLAN_REQUIRED)),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Contact Me' }, PAGE_LOAD));
    const dialog = await findOpenDialog('Contact Details');
    await expect(await within(dialog).findByRole('alert', {}, PAGE_LOAD)).toHaveTextContent(
      PLAN_REQUIRED,
    );
    await expect(within(dialog).getByRole('link', { name: 'See access plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};

export const NotFound: Story = {
  parameters: { portal: { path: '/candidates/9999' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Candidate Not Found' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(
      canvas.getByText('This profile may have been removed or the link is incorrect.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all candidates' })).toHaveAttribute(
      'href',
      '/candidates',
    );
  },
};

/** How recently she was active, in days, and her agency: "Active today", "Listed by …". */
export const ActiveTodayListedByAnAgency: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockEndpoint('candidate', () => ({
        data: {
          candidate: {
            ...candidate,
            activeAt: '2026-11-22T08:15:00+04:00',
            listedBy: { id: 1, name: 'Al Noor Domestic Services' },
          },
        },
      })),
    );
  },
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, candidate.name);
    await expect(canvas.getByText('Active today')).toBeVisible();
    await expect(canvas.getByText('Listed by Al Noor Domestic Services')).toBeVisible();
  },
};

/** Active days ago, in Arabic's plural form for the number (3 to 10: أيام), in the UAE's digits. */
export const ActiveDaysAgoInArabic: Story = {
  globals: { direction: 'rtl' },
  beforeEach: ({ msw }) => {
    msw.use(
      mockEndpoint('candidate', () => ({
        data: { candidate: { ...candidate, activeAt: '2026-11-19T12:00:00+04:00' } },
      })),
    );
  },
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, candidate.name);
    await expect(await canvas.findByText('نشطة منذ 3 أيام', {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.queryByText(/أدرجتها/)).toBeNull();
  },
};

/** A family reports a profile: a reason is required; the note is optional. */
export const ReportDialogValidation: Story = {
  parameters: { portal: { signedInAs: 'client' } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Report this profile' }, PAGE_LOAD),
    );
    const dialog = await findOpenDialog('Report this profile');
    for (const reason of [
      'I could not reach her',
      'She is already hired',
      'Her information is wrong',
      'She asked me for money',
    ])
      await expect(within(dialog).getByRole('radio', { name: reason })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(await within(dialog).findByText('Choose what happened.')).toBeVisible();
  },
};

/** Sent: the dialog closes and the page thanks the family; the button is gone. */
export const ReportSent: Story = {
  parameters: { portal: { signedInAs: 'client' } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Report this profile' }, PAGE_LOAD),
    );
    const dialog = await findOpenDialog('Report this profile');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'She is already hired' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Hired in May.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(
      await canvas.findByText('Thank you. Bayti will look into it.', {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Report this profile' })).toBeNull();
  },
};

/** The server refuses a second open report: its words show and the choice is kept. */
export const ReportServerError: Story = {
  parameters: { portal: { signedInAs: 'client' } },
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('reportCandidate', () =>
        apiError('conflict', 'You already reported this profile; Bayti is looking into it.'),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Report this profile' }, PAGE_LOAD),
    );
    const dialog = await findOpenDialog('Report this profile');
    const reason = within(dialog).getByRole('radio', { name: 'I could not reach her' });
    await userEvent.click(reason);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(
      await within(dialog).findByText(
        'You already reported this profile; Bayti is looking into it.',
      ),
    ).toBeVisible();
    await expect(reason).toBeChecked();
  },
};

/** A visitor is not offered Report this profile. */
export const NoReportForVisitors: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, candidate.name);
    await expect(canvas.queryByRole('button', { name: 'Report this profile' })).toBeNull();
  },
};
