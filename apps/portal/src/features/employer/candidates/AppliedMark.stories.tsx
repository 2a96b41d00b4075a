import type { EmployerPipelineCandidate } from '@bayti/data/contract';
import { employerPipelineSample } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockSignedInEndpoint } from '../../../mocks';
import { pipelineAnswer } from '../../../mocks/employer';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Employer/Applied candidates',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/employer/candidates', signedInAs: 'client' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const [first] = employerPipelineSample as [EmployerPipelineCandidate];

/** A worker who applied to the family's job: shortlisted, marked Applied with the job and note. */
const applicant: EmployerPipelineCandidate = {
  ...first,
  id: 40,
  slNo: 1,
  name: 'Rosa Dela Cruz',
  status: 'shortlisted',
  interviewDate: null,
  interviewTime: null,
  offer: null,
  application: {
    id: 3,
    jobPostId: 7,
    position: 'Nanny',
    emirate: 'Dubai',
    note: 'I looked after two girls for four years in Dubai and I drive.',
    warning: null,
    appliedAt: '2026-11-27T16:00:00.000Z',
  },
};

export const Applied: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockSignedInEndpoint('employerPipeline', () => pipelineAnswer([applicant])));
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Your candidates' }, PAGE_LOAD);
    const row = within(table).getByRole('row', { name: /Rosa Dela Cruz/ });
    await expect(within(row).getByText('Applied')).toBeVisible();
    await expect(within(row).getByText('Nanny in Dubai')).toBeVisible();
    await expect(within(row).getByText(/I looked after two girls/)).toBeVisible();
  },
};

/** A note that asks for money: the warning of messages under it (the number masked, no plan). */
export const NoteAsksForMoney: Story = {
  beforeEach: ({ msw }) => {
    const asking: EmployerPipelineCandidate = {
      ...applicant,
      application: {
        ...applicant.application!,
        note: 'Send a deposit of AED 500 first, call me on •••• ••• ••••.',
        warning: { asksForMoney: true, hasLink: false },
      },
    };
    msw.use(mockSignedInEndpoint('employerPipeline', () => pipelineAnswer([asking])));
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Your candidates' }, PAGE_LOAD);
    const row = within(table).getByRole('row', { name: /Rosa Dela Cruz/ });
    await expect(within(row).getByText(/^Bayti never asks you to pay outside Bayti/)).toBeVisible();
  },
};
