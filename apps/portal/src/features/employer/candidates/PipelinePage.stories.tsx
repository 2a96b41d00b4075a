import { employerPipelineSample } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiError, mockSignedInEndpoint } from '../../../mocks';
import { pipelineAnswer } from '../../../mocks/employer';
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

export const ScheduleInterview: Story = {
  parameters: { portal: { path: '/dashboard/employer/candidates?status=interview' } },
  beforeEach: ({ msw }) => {
    msw.use(interviewTab());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('tab', { name: /^Interview\s*1$/, selected: true }, PAGE_LOAD),
    ).toBeVisible();
    await expect(pipelineAsked[0]).toMatchObject({ status: 'interview' });
    await userEvent.click(
      await canvas.findByRole('button', { name: `Actions for ${interviewing.name}` }, PAGE_LOAD),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'Reschedule interview' }),
    );
    const dialog = await findOpenDialog(`Schedule an interview with ${interviewing.name}`);
    // The current time is kept; a new time is chosen from the half-hour slots.
    await userEvent.click(within(dialog).getByRole('button', { name: /Interview time/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '10:30 AM' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(
      await canvas.findByText(`${interviewing.name} moved to Interview.`, {}, PAGE_LOAD),
    ).toBeVisible();
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
