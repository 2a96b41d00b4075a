import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiError, mockSignedInEndpoint } from '../../mocks';
import { appliedHandler, NO_LONGER_OPEN_MESSAGE, NOT_LISTED_MESSAGE } from '../../mocks/job-posts';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Public/Job',
  tags: ['!autodocs'],
  ...portalStory({ path: '/jobs/7' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in as the demo worker (most stories): she may apply. */
const asWorker = { portal: { path: '/jobs/7', signedInAs: 'candidate' as const } };

const applySection = async (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('region', { name: 'Apply to this job' }, PAGE_LOAD);

/** A worker reads the job and applies with a note; the page then says when she applied. */
export const Apply: Story = {
  parameters: asWorker,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nanny in Dubai' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByText(/school runs, meals/)).toBeVisible();
    const apply = within(await applySection(canvas));
    await userEvent.type(
      await apply.findByRole('textbox', { name: /A note to the family/ }, PAGE_LOAD),
      'I looked after two girls for four years.',
    );
    await userEvent.click(apply.getByRole('button', { name: 'Send my application' }));
    await expect(
      await apply.findByText(/You applied on .*The family sees your profile and your note\./),
    ).toBeVisible();
  },
};

/** A note over 1,000 characters is refused before anything is sent. */
export const NoteTooLong: Story = {
  parameters: asWorker,
  play: async ({ canvas }) => {
    const apply = within(await applySection(canvas));
    const note = await apply.findByRole('textbox', { name: /A note to the family/ }, PAGE_LOAD);
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(apply.getByRole('button', { name: 'Send my application' }));
    await expect(await apply.findByText('Keep your note to 1,000 characters')).toBeVisible();
  },
};

/** She applied before: no form, when she applied. */
export const AlreadyApplied: Story = {
  parameters: asWorker,
  beforeEach: ({ msw }) => {
    msw.use(appliedHandler);
  },
  play: async ({ canvas }) => {
    const apply = within(await applySection(canvas));
    await expect(await apply.findByText(/You applied on/, {}, PAGE_LOAD)).toBeVisible();
    await expect(apply.queryByRole('button', { name: 'Send my application' })).toBeNull();
  },
};

/** A worker whose profile is not listed reads what to do; her note stays. */
export const ProfileNotListed: Story = {
  parameters: asWorker,
  beforeEach: ({ msw }) => {
    msw.use(mockSignedInEndpoint('applyToJobPost', () => apiError('conflict', NOT_LISTED_MESSAGE)));
  },
  play: async ({ canvas }) => {
    const apply = within(await applySection(canvas));
    const note = await apply.findByRole('textbox', { name: /A note to the family/ }, PAGE_LOAD);
    await userEvent.type(note, 'Hello');
    await userEvent.click(apply.getByRole('button', { name: 'Send my application' }));
    await expect(await apply.findByText(NOT_LISTED_MESSAGE)).toBeVisible();
    await expect(note).toHaveValue('Hello');
  },
};

/** The family closed the job meanwhile: a clear refusal. */
export const Closed: Story = {
  parameters: asWorker,
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('applyToJobPost', () => apiError('conflict', NO_LONGER_OPEN_MESSAGE)),
    );
  },
  play: async ({ canvas }) => {
    const apply = within(await applySection(canvas));
    await userEvent.click(
      await apply.findByRole('button', { name: 'Send my application' }, PAGE_LOAD),
    );
    await expect(await apply.findByText(NO_LONGER_OPEN_MESSAGE)).toBeVisible();
  },
};

/** A visitor reads the job and is asked to sign in to apply. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    const apply = within(await applySection(canvas));
    await expect(
      await apply.findByText(/Sign in with your worker account to apply\./, {}, PAGE_LOAD),
    ).toBeVisible();
    await expect(apply.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

/** A family reads that only workers apply. */
export const Family: Story = {
  parameters: { portal: { path: '/jobs/7', signedInAs: 'client' } },
  play: async ({ canvas }) => {
    const apply = within(await applySection(canvas));
    await expect(
      await apply.findByText('Only workers apply to jobs.', {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

/** A job that is not listed (filled, closed, never approved). */
export const NotListed: Story = {
  parameters: { portal: { path: '/jobs/99' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This job is not listed' }, PAGE_LOAD),
    ).toBeVisible();
  },
};

export const ApplyInArabic: Story = {
  parameters: asWorker,
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'مربية في دبي' }, PAGE_LOAD),
    ).toBeVisible();
    const apply = within(
      await canvas.findByRole('region', { name: 'التقدم إلى هذه الوظيفة' }, PAGE_LOAD),
    );
    await expect(await apply.findByRole('button', { name: 'أرسلي طلبي' }, PAGE_LOAD)).toBeVisible();
  },
};
