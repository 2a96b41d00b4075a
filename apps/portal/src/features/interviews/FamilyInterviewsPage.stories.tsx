import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockSignedInEndpoint } from '../../mocks';
import { familyInterviewWorld } from '../../mocks/interviews';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';
import { READER_TIME } from './use-interview-text';

const meta = {
  title: 'Portal/Employer/Interviews',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/employer/interviews', signedInAs: 'client' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's own interviews, cancellations and outcomes kept. */
let world = familyInterviewWorld();

const interviewCard = (name: string) => screen.findByRole('article', { name }, PAGE_LOAD);

/** A time as the reader's browser shows it (her own time zone), as the page writes it. */
const readerTime = (iso: string) =>
  new Intl.DateTimeFormat('en-AE', READER_TIME).format(new Date(iso));

/**
 * Waiting and agreed ones first: the proposed times without Pick, Cancel on those still ahead; the
 * agreed one whose time has passed offers Record outcome instead, beside its video call; then the
 * earlier ones.
 */
export const Interviews: Story = {
  beforeEach: ({ msw }) => {
    world = familyInterviewWorld();
    msw.use(...world.handlers);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Interviews' }, PAGE_LOAD),
    ).toBeVisible();
    const upcoming = canvas.getByRole('region', { name: 'Waiting for an answer or coming up' });
    const proposed = await interviewCard('Interview with Grace Wanjiku');
    await expect(upcoming).toContainElement(proposed);
    await expect(within(proposed).getByText('Waiting for an answer')).toBeVisible();
    await expect(within(proposed).getByText(readerTime('2026-12-02T12:30:00.000Z'))).toBeVisible();
    await expect(within(proposed).queryByRole('button', { name: /^Pick / })).toBeNull();
    await expect(within(proposed).getByRole('button', { name: 'Cancel interview' })).toBeEnabled();
    await expect(within(proposed).queryByRole('button', { name: 'Record outcome' })).toBeNull();

    const past = await interviewCard('Interview with Joy Achieng');
    await expect(within(past).getByRole('button', { name: 'Record outcome' })).toBeEnabled();
    // Its time has come: what happened is recorded, it is no longer cancelled.
    await expect(within(past).queryByRole('button', { name: 'Cancel interview' })).toBeNull();
    await expect(within(past).getByRole('link', { name: 'Join video call' })).toBeVisible();
    const ahead = await interviewCard('Interview with Maria Santos');
    await expect(within(ahead).queryByRole('button', { name: 'Record outcome' })).toBeNull();
    await expect(within(ahead).getByText('Bayti Agency office, Al Barsha 1, Dubai')).toBeVisible();

    const earlier = canvas.getByRole('region', { name: 'Earlier interviews' });
    await expect(earlier).toHaveTextContent('Her note');
    await expect(earlier).toHaveTextContent('She is travelling that week.');
    await expect(within(earlier).getByText('Held')).toBeVisible();
  },
};

export const InterviewsInArabic: Story = {
  globals: { direction: 'rtl' },
  beforeEach: ({ msw }) => {
    world = familyInterviewWorld();
    msw.use(...world.handlers);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'المقابلات' }, PAGE_LOAD),
    ).toBeVisible();
    const proposed = await interviewCard('مقابلة مع Grace Wanjiku');
    await expect(within(proposed).getByText('بانتظار الرد')).toBeVisible();
    await expect(within(proposed).getByRole('button', { name: 'إلغاء المقابلة' })).toBeEnabled();
  },
};

export const NoInterviews: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockSignedInEndpoint('employerInterviews', () => ({ data: { items: [] } })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No interviews yet', {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Candidates' })).toHaveAttribute(
      'href',
      '/dashboard/employer/candidates',
    );
  },
};

/** Cancel asks first; once cancelled the interview moves to the earlier ones. */
export const CancelInterview: Story = {
  beforeEach: ({ msw }) => {
    world = familyInterviewWorld();
    msw.use(...world.handlers);
  },
  play: async ({ canvas }) => {
    const proposed = await interviewCard('Interview with Grace Wanjiku');
    await userEvent.click(within(proposed).getByRole('button', { name: 'Cancel interview' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Cancel the interview with Grace Wanjiku?' },
      PAGE_LOAD,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    await expect(
      await canvas.findByText('The interview with Grace Wanjiku is cancelled.', {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(world.cancelled).toEqual([4]);
    await waitFor(
      () =>
        expect(
          within(canvas.getByRole('region', { name: 'Earlier interviews' })).getByRole('article', {
            name: 'Interview with Grace Wanjiku',
          }),
        ).toHaveTextContent('Cancelled'),
      PAGE_LOAD,
    );
  },
};

/** Record outcome names what is missing, then sends both answers. */
export const RecordOutcome: Story = {
  beforeEach: ({ msw }) => {
    world = familyInterviewWorld();
    msw.use(...world.handlers);
  },
  play: async ({ canvas }) => {
    const past = await interviewCard('Interview with Joy Achieng');
    await userEvent.click(within(past).getByRole('button', { name: 'Record outcome' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'How did the interview with Joy Achieng go?' },
      PAGE_LOAD,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Choose whether it took place')).toBeVisible();
    await expect(within(dialog).getByText('Choose what comes next')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Yes, it took place' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Select her' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText(
        'The outcome of the interview with Joy Achieng is recorded.',
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    await expect(world.outcomes).toEqual([{ outcome: 'held', next: 'selected' }]);
  },
};
