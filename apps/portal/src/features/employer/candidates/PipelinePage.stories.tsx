import type { EmployerPipelineCandidate, Offer, OfferStatus } from '@bayti/data/contract';
import { employerPipelineSample } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiError, mockSignedInEndpoint } from '../../../mocks';
import { pipelineAnswer } from '../../../mocks/employer';
import { familyInterviewWorld } from '../../../mocks/interviews';
import { findOpenDialog } from '../../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Employer/Candidates',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/employer/candidates', signedInAs: 'client' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const interviewing = employerPipelineSample.find((row) => row.status === 'interview');
if (!interviewing) throw new Error('The fixtures have no candidate in interview.');

/** The interviews the stories propose. */
let interviews = familyInterviewWorld();

/** What the screen asked the pipeline for, in order. */
const pipelineAsked: { status?: string | undefined; search?: string | undefined }[] = [];

/**
 * The Interview tab: the server answers its rows, with the counts of the whole pipeline; the
 * story checks that the tab's status is what the screen sends.
 */
function interviewTab() {
  pipelineAsked.length = 0;
  return mockSignedInEndpoint('employerPipeline', ({ query }) => {
    pipelineAsked.push(query);
    const inInterview = employerPipelineSample.filter((row) => row.status === 'interview');
    return pipelineAnswer(inInterview, employerPipelineSample);
  });
}

export const Pipeline: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Your candidates' }, PAGE_LOAD);
    await expect(await within(table).findByRole('link', { name: interviewing.name })).toBeVisible();
    // Every status tab carries its count.
    await expect(canvas.getByRole('tab', { name: /^All\s*2$/ })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^Interview\s*1$/ })).toBeVisible();
    // A hired candidate's only step is a return (within the probation).
    const hired = employerPipelineSample.find((row) => row.status === 'hired')!;
    await userEvent.click(within(table).getByRole('button', { name: `Actions for ${hired.name}` }));
    const items = await within(document.body).findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Mark returned']);
    await userEvent.keyboard('{Escape}');
  },
};

/** A row of the propose dialog: "First choice", "Second choice", "Third choice". */
const slotRow = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });

/** Picks the day `day` of next month (1 to 60 days ahead whenever the story runs) in `scope`. */
async function pickNextMonthDay(scope: HTMLElement, day: number) {
  await userEvent.click(within(scope).getByRole('button', { name: /Calendar/ }));
  const calendar = await within(document.body).findByRole('application');
  await userEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
  const cell = within(calendar)
    .getAllByRole('button')
    .find((button) => new RegExp(`\\b${day}\\b`).test(button.getAttribute('aria-label') ?? ''));
  await userEvent.click(cell!);
}

/** Picks the day `day` of next month and a time, on one row of the propose dialog. */
async function pickSlot(dialog: HTMLElement, name: string, day: number, time: string) {
  const row = slotRow(dialog, name);
  await pickNextMonthDay(row, day);
  await userEvent.click(within(row).getByRole('button', { name: /Time/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: time }));
}

async function openProposeDialog(canvas: HTMLElement) {
  await userEvent.click(
    await within(canvas).findByRole(
      'button',
      { name: `Actions for ${interviewing!.name}` },
      PAGE_LOAD,
    ),
  );
  await userEvent.click(
    await within(document.body).findByRole('menuitem', { name: 'Propose new interview times' }),
  );
  return findOpenDialog(`Propose interview times to ${interviewing!.name}`);
}

/**
 * Propose interview times: Send with nothing names the first time and how they meet; two times
 * (Dubai time) in person at a place go to the server, and the row says so.
 */
export const ProposeInterview: Story = {
  parameters: { portal: { path: '/dashboard/employer/candidates?status=interview' } },
  beforeEach: ({ msw }) => {
    interviews = familyInterviewWorld();
    msw.use(interviewTab(), ...interviews.handlers);
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('tab', { name: /^Interview\s*1$/, selected: true }, PAGE_LOAD),
    ).toBeVisible();
    await expect(pipelineAsked[0]).toMatchObject({ status: 'interview' });
    const dialog = await openProposeDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send times' }));
    const first = slotRow(dialog, 'First choice');
    await expect(await within(first).findByText('Choose a date')).toBeVisible();
    await expect(within(first).getByText('Choose the time')).toBeVisible();
    await expect(within(dialog).getByText('Choose how you meet')).toBeVisible();

    await pickSlot(dialog, 'First choice', 15, '10:30 AM');
    await pickSlot(dialog, 'Second choice', 16, '4:00 PM');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'In person' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send times' }));
    await expect(await within(dialog).findByText('Say where you meet')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Place/ }), 'Dubai Mall');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send times' }));

    await expect(
      await canvas.findByText(
        `Interview times sent to ${interviewing.name}. You will be told when she answers.`,
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    const [sent] = interviews.proposals;
    await expect(sent).toMatchObject({ mode: 'in_person', place: 'Dubai Mall' });
    await expect(sent!.slots).toHaveLength(2);
    await expect(sent!.slots[0]).toMatch(/^\d{4}-\d{2}-15T10:30:00\+04:00$/);
    await expect(sent!.slots[1]).toMatch(/^\d{4}-\d{2}-16T16:00:00\+04:00$/);
  },
};

const TOO_SOON = 'Choose a time at least 2 hours from now, so she can answer.';

/** A time the server refuses is named on the row it came from. */
export const ProposeInterviewRefused: Story = {
  tags: ['no-screenshot'],
  parameters: { portal: { path: '/dashboard/employer/candidates?status=interview' } },
  beforeEach: ({ msw }) => {
    msw.use(
      interviewTab(),
      mockSignedInEndpoint('proposeInterview', () =>
        apiError('validation', 'Please check the highlighted fields.', { 'slots.0': TOO_SOON }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openProposeDialog(canvasElement);
    // Only the second row is filled in: the first time sent is its.
    await pickSlot(dialog, 'Second choice', 15, '9:00 AM');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Video call/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send times' }));
    // The server refused the first time sent, which is the second row's.
    const refused = await within(slotRow(dialog, 'Second choice')).findByText(
      TOO_SOON,
      {},
      PAGE_LOAD,
    );
    await expect(refused).toBeVisible();
    await expect(dialog).toBeVisible();
  },
};

const REFUSED = 'This candidate cannot move to that status.';

export const MoveRefused: Story = {
  parameters: { portal: { path: '/dashboard/employer/candidates?status=interview' } },
  beforeEach: ({ msw }) => {
    msw.use(
      interviewTab(),
      mockSignedInEndpoint('updatePipeline', () => apiError('conflict', REFUSED)),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Actions for ${interviewing.name}` }, PAGE_LOAD),
    );
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Reject' }));
    const dialog = await findOpenDialog(`Reject ${interviewing.name}?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // The server's words, and the dialog stays open.
    await expect(await within(dialog).findByRole('alert', {}, PAGE_LOAD)).toHaveTextContent(
      REFUSED,
    );
    await expect(dialog).toBeVisible();
  },
};

/** The search reaches the server; the screen shows what it answers, nothing found, then all. */
export const FiltersInArabic: Story = {
  globals: { direction: 'rtl' },
  parameters: { portal: { path: '/dashboard/employer/candidates?search=zzz' } },
  beforeEach: ({ msw }) => {
    pipelineAsked.length = 0;
    msw.use(
      mockSignedInEndpoint('employerPipeline', ({ query }) => {
        pipelineAsked.push(query);
        return query.search ? pipelineAnswer([]) : pipelineAnswer(employerPipelineSample);
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('عذرًا! لم يتم العثور على نتائج', {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(pipelineAsked[0]).toMatchObject({ search: 'zzz' });
    await expect(canvas.getByRole('searchbox', { name: 'البحث في المرشحين' })).toHaveValue('zzz');
    await userEvent.click(canvas.getAllByRole('button', { name: 'مسح' })[0]!);
    await expect(
      await canvas.findByRole('link', { name: interviewing.name }, PAGE_LOAD),
    ).toBeVisible();
    await expect(pipelineAsked.at(-1)?.search).toBeUndefined();
  },
};

/** The sample's interview row with an offer state, as the server answers it. */
const offerRow = (
  offer: EmployerPipelineCandidate['offer'],
  available = true,
): EmployerPipelineCandidate => ({ ...interviewing, status: 'selected', offer, available });
const PENDING_OFFER = {
  id: 40,
  status: 'pending',
  expiresAt: '2026-11-27T06:00:00.000Z',
  startOn: '2026-12-15',
  monthlySalaryAed: 2500,
  declineReason: null,
} as const;
/** The family's offer to the interview row, as the server answers it. */
const familyOffer = (status: OfferStatus): Offer => ({
  id: PENDING_OFFER.id,
  pipelineEntryId: interviewing.id,
  candidate: { id: interviewing.candidateId, name: interviewing.name },
  family: { id: 3, name: 'Layla Hassan' },
  position: interviewing.position,
  monthlySalaryAed: PENDING_OFFER.monthlySalaryAed,
  startOn: PENDING_OFFER.startOn,
  workType: 'Live-in',
  dayOff: 'friday',
  accommodation: 'private_room',
  status,
  declineReason: null,
  declineNote: null,
  sentAt: '2026-11-20T06:00:00.000Z',
  expiresAt: PENDING_OFFER.expiresAt,
  answeredAt: null,
});
const hiredRow = employerPipelineSample.find((row) => row.status === 'hired')!;

/** Rows answer the offers' states: waiting with its days, declined with why, hired elsewhere. */
function offerRows(rows: EmployerPipelineCandidate[]) {
  return mockSignedInEndpoint('employerPipeline', () => pipelineAnswer(rows));
}

/** Send offer from a row: the terms, checked on their fields, then sent; the pipeline refreshes. */
export const SendOffer: Story = {
  beforeEach: ({ msw }) => {
    let sent = false;
    msw.use(
      mockSignedInEndpoint('employerPipeline', () =>
        pipelineAnswer([hiredRow, sent ? offerRow(PENDING_OFFER) : offerRow(null)]),
      ),
      mockSignedInEndpoint('sendOffer', ({ body }) => {
        sent = true;
        return { data: { offer: { ...familyOffer('pending'), ...body } } };
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Actions for ${interviewing.name}` }, PAGE_LOAD),
    );
    const items = await within(document.body).findAllByRole('menuitem');
    // No one is hired by hand any more.
    await expect(items.map((item) => item.textContent)).toEqual([
      'Send offer',
      'Change selection',
      'Reject',
      'Message',
    ]);
    await userEvent.click(items[0]!);
    const dialog = await findOpenDialog(`Send an offer to ${interviewing.name}`);
    await expect(within(dialog).getByRole('textbox', { name: /Position/ })).toHaveValue(
      interviewing.position,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await expect(
      await within(dialog).findByText('Enter the monthly salary in whole dirhams'),
    ).toBeVisible();
    await expect(within(dialog).getByText('Choose the day off')).toBeVisible();
    await fillOffer(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await expect(
      await canvas.findByText(`Offer sent to ${interviewing.name}.`, {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Offer sent · expires in 5 days', {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

/** Without a running plan the dialog says so and points to the plans. */
export const OfferNeedsPlan: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      offerRows([offerRow(null)]),
      mockSignedInEndpoint('sendOffer', () =>
        apiError('plan_required', 'An active plan is needed to send an offer.'),
      ),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await openOfferDialog(canvas);
    await fillOffer(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    const alert = await within(dialog).findByRole('alert', {}, PAGE_LOAD);
    await expect(alert).toHaveTextContent('You need an active plan to send an offer.');
    await expect(within(alert).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};

const HIRED_ELSEWHERE = 'This candidate is no longer available.';

/** A conflict (hired elsewhere meanwhile): the server's words, the dialog stays open. */
export const OfferRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      offerRows([offerRow(null)]),
      mockSignedInEndpoint('sendOffer', () => apiError('conflict', HIRED_ELSEWHERE)),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await openOfferDialog(canvas);
    await fillOffer(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await expect(await within(dialog).findByRole('alert', {}, PAGE_LOAD)).toHaveTextContent(
      HIRED_ELSEWHERE,
    );
  },
};

/** A start date the server refuses lands on its field. */
export const OfferFieldError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      offerRows([offerRow(null)]),
      mockSignedInEndpoint('sendOffer', () =>
        apiError('validation', 'Please check the highlighted fields.', {
          startOn: 'Choose a start date from today',
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await openOfferDialog(canvas);
    await fillOffer(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await expect(
      await within(dialog).findByText('Choose a start date from today', {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

/** Every offer state a row shows, and a candidate hired elsewhere offers only Reject. */
export const OfferStates: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      offerRows([
        { ...offerRow(PENDING_OFFER), id: 11, slNo: 1, name: 'Ana Reyes' },
        {
          ...offerRow({ ...PENDING_OFFER, status: 'declined', declineReason: 'salary' }),
          id: 12,
          slNo: 2,
          name: 'Bina Thapa',
        },
        {
          ...offerRow({ ...PENDING_OFFER, status: 'expired' }),
          id: 13,
          slNo: 3,
          name: 'Chandra Devi',
        },
        {
          ...offerRow({ ...PENDING_OFFER, status: 'withdrawn' }),
          id: 14,
          slNo: 4,
          name: 'Dewi Lestari',
        },
        { ...offerRow(null, false), id: 15, slNo: 5, name: 'Esther Nakato' },
      ]),
    );
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Your candidates' }, PAGE_LOAD);
    for (const state of [
      'Offer sent · expires in 5 days',
      'Declined: The salary',
      'Expired',
      'Withdrawn',
      'No longer available',
    ]) {
      await expect(within(table).getByText(state)).toBeVisible();
    }
    await userEvent.click(within(table).getByRole('button', { name: 'Actions for Ana Reyes' }));
    let items = await within(document.body).findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Withdraw offer',
      'Change selection',
      'Reject',
      'Message',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(table).getByRole('button', { name: 'Actions for Esther Nakato' }));
    items = await within(document.body).findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Reject']);
    await userEvent.keyboard('{Escape}');
  },
};

export const OfferStatesInArabic: Story = {
  ...OfferStates,
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, PAGE_LOAD);
    await expect(await within(table).findByText('أُرسل العرض · ينتهي خلال 5 أيام')).toBeVisible();
    await expect(within(table).getByText('لم تعد متاحة')).toBeVisible();
  },
};

/** Withdraw asks first; the row then reads Withdrawn. */
export const WithdrawOffer: Story = {
  beforeEach: ({ msw }) => {
    let withdrawn = false;
    msw.use(
      mockSignedInEndpoint('employerPipeline', () =>
        pipelineAnswer([
          offerRow(withdrawn ? { ...PENDING_OFFER, status: 'withdrawn' } : PENDING_OFFER),
        ]),
      ),
      mockSignedInEndpoint('withdrawOffer', () => {
        withdrawn = true;
        return { data: { offer: familyOffer('withdrawn') } };
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Actions for ${interviewing.name}` }, PAGE_LOAD),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'Withdraw offer' }),
    );
    const dialog = await within(document.body).findByRole(
      'alertdialog',
      { name: `Withdraw your offer to ${interviewing.name}?` },
      PAGE_LOAD,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));
    await expect(
      await canvas.findByText(`Your offer to ${interviewing.name} was withdrawn.`, {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(await canvas.findByText('Withdrawn', {}, PAGE_LOAD)).toBeVisible();
  },
};

/** Opens Send offer from the interview row's menu. */
async function openOfferDialog(canvas: ReturnType<typeof within>) {
  const { name } = employerPipelineSample.find((row) => row.status === 'interview')!;
  await userEvent.click(
    await canvas.findByRole('button', { name: `Actions for ${name}` }, PAGE_LOAD),
  );
  await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Send offer' }));
  return findOpenDialog(`Send an offer to ${name}`);
}

/** Fills the Send offer form with valid terms. */
async function fillOffer(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Monthly salary/ }), '2500');
  // The calendar opens on this month; the start is the 15th of the next.
  await pickNextMonthDay(dialog, 15);
  for (const [field, option] of [
    [/Work type/, 'Live-in'],
    [/Weekly day off/, 'Friday'],
    [/Accommodation/, 'Private room in the home'],
  ] as const) {
    await userEvent.click(within(dialog).getByRole('button', { name: field }));
    await userEvent.click(await within(document.body).findByRole('option', { name: option }));
  }
}
