import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { moderationApiHandlers } from '../../../mocks/moderation';
import { giveReason, moderationStory } from '../../../mocks/moderation-story';
import { findOpenDialog } from '../../../test-support/dialogs';
import { expectPageTitle, PAGE_LOAD } from '../../../test-support/portal-story';

// The admin's Review queue over fresh queues per story, so a decision leaves it.
const meta = {
  title: 'Portal/Admin/Review',
  tags: ['!autodocs'],
  ...moderationStory('/dashboard/admin/review'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const TABLE = 'Profiles waiting for review';

async function open(canvas: Canvas, name: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `Review ${name}` }, PAGE_LOAD));
  return findOpenDialog(`Review ${name}`);
}

export const Queue: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'Review');
    const table = await canvas.findByRole('table', { name: TABLE }, PAGE_LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    // Oldest first: the worker's own new profile, an agency's change, an agency's new candidate.
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Maria Santos'),
      expect.stringContaining('Grace Wanjiku'),
      expect.stringContaining('Joy Dela Cruz'),
    ]);
    await expect(within(rows[0]!).getByText('The worker herself')).toBeVisible();
    await expect(
      within(rows[1]!).getByText('Al Noor Domestic Services · Amina Yusuf'),
    ).toBeVisible();
    await expect(within(rows[1]!).getByText('Changed: Salary band, Description')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...moderationApiHandlers({ reviews: [] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing waits for review.', {}, PAGE_LOAD)).toBeVisible();
  },
};

export const OpenAChange: Story = {
  play: async ({ canvas }) => {
    const dialog = await open(canvas, 'Grace Wanjiku');
    const changes = within(dialog).getByRole('table', {
      name: 'What changed since the last approval',
    });
    await expect(within(changes).getByText('AED 1,000 - 1,200')).toBeVisible();
    await expect(within(changes).getByText('AED 1,200 - 2,000')).toBeVisible();
    for (const action of ['Approve', 'Reject', 'Request changes'])
      await expect(within(dialog).getByRole('button', { name: action })).toBeVisible();
  },
};

export const Approve: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    const dialog = await open(canvas, 'Maria Santos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await expect(await canvas.findByText('Maria Santos is listed.', {}, PAGE_LOAD)).toBeVisible();
    const table = canvas.getByRole('table', { name: TABLE });
    await waitFor(() => expect(within(table).queryByText('Maria Santos')).toBeNull(), PAGE_LOAD);
  },
};

export const RejectNeedsAReason: Story = {
  play: async ({ canvas }) => {
    const review = await open(canvas, 'Joy Dela Cruz');
    await userEvent.click(within(review).getByRole('button', { name: 'Reject' }));
    const dialog = await findOpenDialog('Reject Joy Dela Cruz');
    await expect(within(dialog).getByText('The worker or agency sees this reason.')).toBeVisible();
    // An empty reason is refused before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByText('Write the reason')).toBeVisible();
  },
};

export const Rejected: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    const review = await open(canvas, 'Joy Dela Cruz');
    await userEvent.click(within(review).getByRole('button', { name: 'Reject' }));
    const dialog = await findOpenDialog('Reject Joy Dela Cruz');
    await giveReason(dialog, {
      field: /Reason/,
      text: 'The photo is of another person.',
      confirm: 'Reject',
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await expect(
      await canvas.findByText('Joy Dela Cruz was rejected.', {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

export const RequestChanges: Story = {
  play: async ({ canvas }) => {
    const review = await open(canvas, 'Grace Wanjiku');
    await userEvent.click(within(review).getByRole('button', { name: 'Request changes' }));
    const dialog = await findOpenDialog("Request changes from Grace Wanjiku's owner");
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Say which family she worked for.',
    );
    // Cancel goes back to the review, keeping nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const again = await findOpenDialog('Review Grace Wanjiku');
    await userEvent.click(within(again).getByRole('button', { name: 'Request changes' }));
    const asked = await findOpenDialog("Request changes from Grace Wanjiku's owner");
    await giveReason(asked, {
      field: /Reason/,
      text: 'Say which family she worked for.',
      confirm: 'Request changes',
    });
    await expect(
      await canvas.findByText("Changes requested from Grace Wanjiku's owner.", {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('table', { name: 'ملفات بانتظار المراجعة' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.getAllByText('العاملة نفسها')[0]).toBeVisible();
  },
};
