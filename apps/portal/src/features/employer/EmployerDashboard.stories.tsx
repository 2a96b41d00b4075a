import {
  employerAnalyticsSample,
  employerPipelineSample,
  familyPlanSample,
} from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockSignedInEndpoint } from '../../mocks';
import { pipelineAnswer } from '../../mocks/employer';
import { findOpenDialog } from '../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Employer/Dashboard',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/employer', signedInAs: 'client' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const { funnel } = employerAnalyticsSample;

/** What the Candidates screen asked the pipeline for. */
const pipelineAsked: { status?: string | undefined }[] = [];

export const Analytics: Story = {
  beforeEach: ({ msw }) => {
    pipelineAsked.length = 0;
    // The Hired tab the figure opens: the server answers its rows, counted over the pipeline.
    msw.use(
      mockSignedInEndpoint('employerPipeline', ({ query }) => {
        pipelineAsked.push(query);
        const rows = employerPipelineSample.filter((row) => row.status === query.status);
        return pipelineAnswer(rows, employerPipelineSample);
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Analytics' }, PAGE_LOAD),
    ).toBeVisible();
    // Each figure with the floor of its share of the profiles viewed.
    await expect(
      await canvas.findByRole('button', { name: /^Viewed\s*1,247\s*100% of viewed$/ }, PAGE_LOAD),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: new RegExp(
          `^Shortlisted\\s*${funnel.shortlisted.count}\\s*${funnel.shortlisted.percent}% of viewed$`,
        ),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '1Y' })).toHaveAttribute('aria-selected', 'true');
    // The plan running now and its end (its own query, which may answer after the figures').
    await expect(
      await canvas.findByText(`${familyPlanSample.active?.name ?? ''} plan active`, {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Full access until 15 December 2026')).toBeVisible();

    // A figure opens the Candidates tab on its status.
    await userEvent.click(canvas.getByRole('button', { name: /^Hired/ }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Candidates' }, PAGE_LOAD),
    ).toBeVisible();
    // The frame's title changes at once; the table's tabs arrive with the Candidates screen.
    await expect(
      await canvas.findByRole('tab', { name: /^Hired/, selected: true }, PAGE_LOAD),
    ).toBeVisible();
    await expect(pipelineAsked.at(-1)).toMatchObject({ status: 'hired' });
  },
};

export const AnalyticsArabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'التحليلات' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'تقدّم التوظيف' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(await canvas.findByText('إحصاءات سريعة', {}, PAGE_LOAD)).toBeVisible();
  },
};

export const PhoneMenu: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Analytics' }, PAGE_LOAD),
    ).toBeVisible();
    // On a phone the sections live in a menu that slides in.
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await findOpenDialog('Menu');
    await userEvent.click(within(menu).getByRole('link', { name: 'Invoices' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Invoices' }, PAGE_LOAD),
    ).toBeVisible();
    // The title changes at once; the long Analytics page stays until the invoices have loaded,
    // and a screenshot taken before would be as tall as it.
    await expect(await canvas.findByText('INV-2026-000001', {}, PAGE_LOAD)).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
