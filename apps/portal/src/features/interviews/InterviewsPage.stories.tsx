import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockSignedInEndpoint } from '../../mocks';
import { interviewWorld } from '../../mocks/interviews';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';
import { READER_TIME } from './use-interview-text';

const meta = {
  title: 'Portal/Candidate/Interviews',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/candidate/interviews', signedInAs: 'candidate' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's own interviews, answers kept (PickTime, Decline). */
let world = interviewWorld('candidate');

const interviewCard = (family: string, name = `Interview with ${family}`) =>
  screen.findByRole('article', { name }, PAGE_LOAD);

/** A time as the reader's browser shows it (her own time zone), as the page writes it. */
const readerTime = (iso: string) =>
  new Intl.DateTimeFormat('en-AE', READER_TIME).format(new Date(iso));

/** Proposed ones first with a Pick per time; agreed ones with their time and how to join. */
export const Interviews: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Interviews' }, PAGE_LOAD),
    ).toBeVisible();
    const upcoming = canvas.getByRole('region', { name: 'Interviews to answer or coming up' });
    const proposed = await interviewCard('Sara Al Mansouri');
    await expect(upcoming).toContainElement(proposed);
    await expect(within(proposed).getByText('Waiting for your answer')).toBeVisible();
    await expect(within(proposed).getAllByRole('button', { name: /^Pick / })).toHaveLength(3);
    await expect(
      within(proposed).getByRole('button', {
        name: `Pick ${readerTime('2026-12-02T12:30:00.000Z')}`,
      }),
    ).toBeEnabled();
    const video = await interviewCard('Omar Haddad');
    await expect(within(video).getByText(readerTime('2026-12-01T10:00:00.000Z'))).toBeVisible();
    await expect(within(video).getByRole('link', { name: 'Join video call' })).toHaveAttribute(
      'href',
      'https://meet.jit.si/Bayti-Hs7dK2pQ9wXe4LmZ1aRt6uVb',
    );
    const earlier = canvas.getByRole('region', { name: 'Earlier interviews' });
    await expect(earlier).toHaveTextContent('She is travelling that week.');
  },
};

export const InterviewsInArabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'المقابلات' }, PAGE_LOAD),
    ).toBeVisible();
    const proposed = await interviewCard('', 'مقابلة مع Sara Al Mansouri');
    await expect(within(proposed).getByRole('button', { name: 'اعتذار' })).toBeEnabled();
  },
};

export const NoInterviews: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockSignedInEndpoint('candidateInterviews', () => ({ data: { items: [] } })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No interviews yet', {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** Picking a time sends that instant; the interview reads agreed at it. */
export const PickTime: Story = {
  beforeEach: ({ msw }) => {
    world = interviewWorld('candidate');
    msw.use(...world.handlers);
  },
  play: async ({ canvas }) => {
    const proposed = await interviewCard('Sara Al Mansouri');
    const time = readerTime('2026-12-02T12:30:00.000Z');
    await userEvent.click(within(proposed).getByRole('button', { name: `Pick ${time}` }));
    await expect(
      await canvas.findByText(
        `Agreed: ${time}. Both of you get a calendar invitation by email.`,
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    await expect(world.answers).toEqual([{ answer: 'pick', slot: '2026-12-02T12:30:00.000Z' }]);
    await waitFor(
      () =>
        expect(
          within(
            screen.getByRole('article', { name: 'Interview with Sara Al Mansouri' }),
          ).getByText('Agreed'),
        ).toBeVisible(),
      PAGE_LOAD,
    );
  },
};

export const Decline: Story = {
  beforeEach: ({ msw }) => {
    world = interviewWorld('candidate');
    msw.use(...world.handlers);
  },
  play: async ({ canvas }) => {
    const proposed = await interviewCard('Sara Al Mansouri');
    await userEvent.click(within(proposed).getByRole('button', { name: 'Decline' }));
    await expect(
      await canvas.findByText(
        'You declined the interview. The family can propose other times.',
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    await expect(world.answers).toEqual([{ answer: 'decline' }]);
  },
};
