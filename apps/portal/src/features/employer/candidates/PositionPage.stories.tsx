import { employerPipelineSample } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockSignedInEndpoint } from '../../../mocks';
import { pipelineAnswer } from '../../../mocks/employer';
import { findOpenDialog } from '../../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const hired = employerPipelineSample.find((row) => row.status === 'hired');
if (!hired) throw new Error('The fixtures have no hired candidate.');

const meta = {
  title: 'Portal/Employer/Position list',
  tags: ['!autodocs'],
  ...portalStory({
    path: `/dashboard/employer/positions/${encodeURIComponent(hired.position)}?status=hired`,
    signedInAs: 'client',
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the screen asked the pipeline for. */
const asked: { position?: string | undefined; status?: string | undefined }[] = [];

/** The position's list: the server answers its hired rows, counted over the position only. */
export const HiredTab: Story = {
  beforeEach: ({ msw }) => {
    asked.length = 0;
    const ofPosition = employerPipelineSample.filter((row) => row.position === hired.position);
    msw.use(
      mockSignedInEndpoint('employerPipeline', ({ query }) => {
        asked.push(query);
        return pipelineAnswer([hired], ofPosition);
      }),
    );
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole(
      'table',
      { name: `${hired.position} candidates` },
      PAGE_LOAD,
    );
    await expect(await within(table).findByRole('link', { name: hired.name })).toBeVisible();
    await expect(asked[0]).toMatchObject({ position: hired.position, status: 'hired' });
    // The position-list statuses, each with its count over this position only.
    await expect(canvas.getByRole('tab', { name: /^All\s*1$/ })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^Returns\s*0$/ })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^Replaced\s*0$/ })).toBeVisible();
    // The sidebar lists the family's positions.
    await expect(
      await canvas.findByRole('link', { name: hired.position }, PAGE_LOAD),
    ).toHaveAttribute('aria-current', 'page');

    await userEvent.click(canvas.getByRole('button', { name: `Actions for ${hired.name}` }));
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'Mark returned' }),
    );
    const dialog = await findOpenDialog(`Mark ${hired.name} as returned`);
    // Without a date nothing is sent and the field says what is missing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(dialog).findByText('Choose the return date')).toBeVisible();
    await expect(within(dialog).getByText('Choose why the worker was returned')).toBeVisible();
  },
};
