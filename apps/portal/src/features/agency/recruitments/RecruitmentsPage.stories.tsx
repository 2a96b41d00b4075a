import type { AgencyRecruitmentStage } from '@bayti/data/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { agencyRecruitmentsSample, recruitmentsPage } from '../../../mocks/agency-recruitments';
import { answering } from '../../../mocks/agency-lists';
import { findOpenDialog } from '../../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Agency/Recruitments',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/agency/recruitments', signedInAs: 'agency' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const stageRows = (stage: AgencyRecruitmentStage) =>
  agencyRecruitmentsSample.filter((row) => row.stage === stage);
/** The story's stage tab as the server answers it: the stage's sample row, counts over all. */
const answeringStage = (stage: AgencyRecruitmentStage) =>
  answering('agencyRecruitments', (query) =>
    recruitmentsPage(stageRows(stage), query, agencyRecruitmentsSample),
  );

const offerLetter = answeringStage('offerLetter');
export const OfferLetter: Story = {
  beforeEach: offerLetter.beforeEach,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole(
      'table',
      { name: 'Recruitments: Offer Letter' },
      PAGE_LOAD,
    );
    await expect(await within(table).findByText('Grace Akinyi')).toBeVisible();
    for (const stage of ['Offer Letter', 'Pre Medical', 'QVC', 'PCC', 'Visa e-Print', 'Ticket']) {
      await expect(canvas.getByRole('tab', { name: new RegExp(`^${stage}`) })).toBeVisible();
    }
    await expect(within(table).getByRole('columnheader', { name: 'Client' })).toBeVisible();
    // The Offer Letter tab is the one asked for when the URL names none.
    await expect(offerLetter.asked[0]).toMatchObject({ stage: 'offerLetter', page: 1 });
  },
};

const ticket = answeringStage('ticket');

export const TicketColumns: Story = {
  parameters: { portal: { path: '/dashboard/agency/recruitments?stage=ticket' } },
  beforeEach: ticket.beforeEach,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Recruitments: Ticket' }, PAGE_LOAD);
    for (const header of ['Airline', 'Flight No.', 'Arrival Date & Time', 'Ticket']) {
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(await within(table).findByText('Emirates')).toBeVisible();
    await expect(ticket.asked[0]).toMatchObject({ stage: 'ticket' });
  },
};

export const MoveToTicketAsksTheFlight: Story = {
  parameters: { portal: { path: '/dashboard/agency/recruitments?stage=visa' } },
  beforeEach: answeringStage('visa').beforeEach,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Move: Ticket/ }, PAGE_LOAD));
    const dialog = await findOpenDialog('Move Joy Nakato');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await expect(
      (await within(dialog).findAllByText('Please fill in this field')).length,
    ).toBeGreaterThan(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Airline/ }), 'Emirates');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Flight No/ }), 'EK 333');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Arrival time/ }), '21:45');
    const arrival = within(dialog).getAllByRole('spinbutton');
    await expect(arrival.length).toBeGreaterThan(3);
  },
};

const deployed = answeringStage('deployed');

export const Deployed: Story = {
  parameters: { portal: { path: '/dashboard/agency/recruitments?stage=deployed' } },
  beforeEach: deployed.beforeEach,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Recruitments: Deployed' }, PAGE_LOAD);
    await expect(await within(table).findByText('Dubai Marina, Dubai')).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Deployed Date' })).toBeVisible();
    await expect(deployed.asked[0]).toMatchObject({ stage: 'deployed' });
  },
};

export const DeployedArabic: Story = {
  parameters: { portal: { path: '/dashboard/agency/recruitments?stage=deployed' } },
  beforeEach: answeringStage('deployed').beforeEach,
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('table', { name: 'عمليات التوظيف: تم الإلحاق' }, PAGE_LOAD),
    ).toBeVisible();
  },
};

export const MoveToDeployed: Story = {
  parameters: { portal: { path: '/dashboard/agency/recruitments?stage=pregnancyTest' } },
  beforeEach: answeringStage('pregnancyTest').beforeEach,
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Move: Deployed/ }, PAGE_LOAD),
    );
    const dialog = await findOpenDialog('Move Mary Wanjiku');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Deployment location/ }),
      'Al Barsha, Dubai',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await expect(
      await canvas.findByText('Mary Wanjiku moved to Deployed.', {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

// The position filter narrows every tab's count too: the server counts the Cook's rows only.
const byPosition = answering('agencyRecruitments', (query) =>
  recruitmentsPage(
    stageRows('qvc'),
    query,
    query.position ? stageRows('qvc') : agencyRecruitmentsSample,
  ),
);

export const FilterByPosition: Story = {
  // Behaviour only: its last state looks like a story pictured already.
  tags: ['no-screenshot'],
  parameters: { portal: { path: '/dashboard/agency/recruitments?stage=qvc&position=Cook' } },
  beforeEach: byPosition.beforeEach,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Recruitments: QVC' }, PAGE_LOAD);
    await expect(await within(table).findByText('Anjali Menon')).toBeVisible();
    await expect(byPosition.asked[0]).toMatchObject({ stage: 'qvc', position: 'Cook' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    // The Pre Medical tab shows while filtered too (with 0, the previous answer kept until the
    // next arrives): wait for Clear to have brought back its count over every position.
    await expect(
      await canvas.findByRole('tab', { name: /^Pre Medical\s*1$/ }, PAGE_LOAD),
    ).toBeVisible();
    await expect(byPosition.asked.at(-1)).toMatchObject({ stage: 'qvc' });
    await expect(byPosition.asked.at(-1)?.position).toBeUndefined();
  },
};
