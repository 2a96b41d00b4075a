import { employerPipelineSample } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockSignedInEndpoint } from '../../../mocks';
import { pipelineAnswer } from '../../../mocks/employer';
import { refundCasesOf } from '../../../mocks/refund-cases';
import { findOpenDialog } from '../../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const hired = employerPipelineSample.find((row) => row.status === 'hired');
if (!hired) throw new Error('The fixtures have no hired candidate.');
/** The hired worker, returned within probation. */
const returned = { ...hired, status: 'returned' as const, returnedOn: '2026-10-30' };
const positionPath = `/dashboard/employer/positions/${encodeURIComponent(hired.position)}`;

const meta = {
  title: 'Portal/Employer/Returns',
  tags: ['!autodocs'],
  ...portalStory({ path: `${positionPath}?status=returns`, signedInAs: 'client' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const returnedRow = mockSignedInEndpoint('employerPipeline', () => pipelineAnswer([returned]));

/**
 * The Returns tab: the returned row, then her refund cases with the amount due, its basis, the
 * due date and the server's countdown or overdue flag, and the replacement she named.
 */
export const ReturnsTab: Story = {
  beforeEach: ({ msw }) => {
    msw.use(returnedRow);
  },
  play: async ({ canvas }) => {
    const cases = await canvas.findByRole('table', { name: 'Refund cases' }, PAGE_LOAD);
    await expect(within(cases).getByText('Overdue by 4 days')).toBeVisible();
    await expect(within(cases).getByText('9 days left')).toBeVisible();
    await expect(within(cases).getByText('Mary Wanjiru')).toBeVisible();
    await expect(within(cases).getByText(/Whole fee: medically unfit/)).toBeVisible();
    await expect(canvas.getByTestId('refund-total-due')).toHaveTextContent('9,890.41');
    // The family reads her cases; only the agency or an admin records a refund paid.
    await expect(within(cases).queryByRole('button', { name: /Record/ })).toBeNull();
  },
};

/** Without a case (e.g. a worker she hired directly), the tab says there is none. */
export const NoRefundCases: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      returnedRow,
      mockSignedInEndpoint('employerRefundCases', () => refundCasesOf([])),
    );
  },
  play: async ({ canvas }) => {
    const cases = await canvas.findByRole('table', { name: 'Refund cases' }, PAGE_LOAD);
    await expect(within(cases).getByText('No refund cases')).toBeVisible();
  },
};

/** A return asks the day and MOHRE's reason, and says a direct hire opens no refund case. */
export const ReturnAsksTheReason: Story = {
  parameters: { portal: { path: `${positionPath}?status=hired`, signedInAs: 'client' } },
  beforeEach: ({ msw }) => {
    msw.use(mockSignedInEndpoint('employerPipeline', () => pipelineAnswer([hired])));
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Actions for ${hired.name}` }, PAGE_LOAD),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'Mark returned' }),
    );
    const dialog = await findOpenDialog(`Mark ${hired.name} as returned`);
    await expect(within(dialog).getByText(/returned without a refund case/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(
      await within(dialog).findByText('Choose why the worker was returned'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /Reason for the return/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Medically unfit' }),
    );
    await expect(within(dialog).queryByText('Choose why the worker was returned')).toBeNull();
  },
};

/** A replacement may name the worker hired in her place: the family's hired rows, her own excluded. */
export const ReplacementNamesTheNewWorker: Story = {
  beforeEach: ({ msw }) => {
    const other = { ...hired, id: hired.id + 1000, name: 'Mary Wanjiru' };
    msw.use(
      mockSignedInEndpoint('employerPipeline', ({ query }) =>
        query.status === 'hired' ? pipelineAnswer([other]) : pipelineAnswer([returned]),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Actions for ${returned.name}` }, PAGE_LOAD),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'Record replacement' }),
    );
    const dialog = await findOpenDialog(`Record the replacement of ${returned.name}`);
    await userEvent.click(
      within(dialog).getByRole('button', { name: /Worker hired in her place/ }),
    );
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Mary Wanjiru' }),
    );
    await expect(
      within(dialog).getByRole('button', { name: /Worker hired in her place/ }),
    ).toHaveTextContent('Mary Wanjiru');
  },
};

export const Arabic: Story = {
  beforeEach: ({ msw }) => {
    msw.use(returnedRow);
  },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const cases = await canvas.findByRole('table', { name: 'حالات الاسترداد' }, PAGE_LOAD);
    await expect(within(cases).getByText('بقيت 9 أيام')).toBeVisible();
    await expect(within(cases).getAllByText(/غير لائقة طبيًا/)[0]!).toBeVisible();
  },
};
