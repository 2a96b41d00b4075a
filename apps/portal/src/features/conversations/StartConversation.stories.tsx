import { employerPipelineSample, publicCandidates } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { apiError, mockSignedInEndpoint } from '../../mocks';
import { findOpenDialog } from '../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';

/** A candidate without an introduction video, whose page needs no media server. */
const candidate = publicCandidates.find((c) => c.video === null) ?? publicCandidates[0]!;
const PLAN_REQUIRED = 'Choose an access plan to write to workers.';

const meta = {
  title: 'Portal/Employer/Messages/Start',
  tags: ['!autodocs'],
  ...portalStory({ path: `/candidates/${candidate.id}`, signedInAs: 'client' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const writeFromProfile = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Message' }, PAGE_LOAD));
  const dialog = await findOpenDialog(`Write to ${candidate.name}`);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hello!');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  return dialog;
};

/** A family writes from a worker's profile and lands on the conversation in Messages. */
export const FromProfile: Story = {
  play: async ({ canvas }) => {
    await writeFromProfile(canvas);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Messages' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(
      await screen.findByRole('log', { name: /^Messages with / }, PAGE_LOAD),
    ).toBeVisible();
  },
};

/** Send with nothing written: the server's field message says so, and nothing is sent. */
export const EmptyMessage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Message' }, PAGE_LOAD));
    const dialog = await findOpenDialog(`Write to ${candidate.name}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByText('Write a message', {}, PAGE_LOAD)).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Message' })).toBeVisible();
  },
};

/** Without a running plan the server refuses: the plans are explained, the message is kept. */
export const PlanRequired: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('startConversation', () => apiError('plan_required', PLAN_REQUIRED)),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await writeFromProfile(canvas);
    await expect(await within(dialog).findByText(PLAN_REQUIRED, {}, PAGE_LOAD)).toBeVisible();
    await expect(
      await within(dialog).findByText('An access plan unlocks contact details', {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('Hello!');
  },
};

/** A candidate on the pipeline still on the public list (Message is not offered once hired). */
const row = employerPipelineSample.find((entry) => entry.status === 'interview')!;

/** The Candidates table's row menu writes to her too. */
export const FromPipeline: Story = {
  parameters: { portal: { path: '/dashboard/employer/candidates', signedInAs: 'client' } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Actions for ${row.name}` }, PAGE_LOAD),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Message' }));
    const dialog = await findOpenDialog(`Write to ${row.name}`);
    await expect(within(dialog).getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toBeVisible();
  },
};
