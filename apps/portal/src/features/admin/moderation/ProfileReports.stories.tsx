import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiError, mockSignedInEndpoint } from '../../../mocks/endpoint-handler';
import { ALREADY_HIDDEN_MESSAGE, moderationApiHandlers } from '../../../mocks/moderation';
import { giveReason, moderationStory } from '../../../mocks/moderation-story';
import { findOpenDialog } from '../../../test-support/dialogs';
import { expectPageTitle, PAGE_LOAD } from '../../../test-support/portal-story';

// The admin's Reported profiles queue over fresh queues per story.
const meta = {
  title: 'Portal/Admin/Reported profiles',
  tags: ['!autodocs'],
  ...moderationStory('/dashboard/admin/profile-reports'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TABLE = 'Open reports on public profiles';

export const OpenReports: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'Reported profiles');
    const table = await canvas.findByRole('table', { name: TABLE }, PAGE_LOAD);
    await expect(within(table).getByText('Could not reach her')).toBeVisible();
    await expect(within(table).getByText('Asked for money')).toBeVisible();
    await expect(within(table).getByText('Layla Hassan')).toBeVisible();
    await expect(
      within(table).getByText(
        'Her phone was switched off for three days and WhatsApp messages are not delivered.',
      ),
    ).toBeVisible();
  },
};

/** Workers asked to pay come first, marked urgent; resolving one needs what Bayti did. */
export const ResolveFeeReport: Story = {
  play: async ({ canvas }) => {
    const fees = await canvas.findByRole('region', { name: 'Workers asked to pay' }, PAGE_LOAD);
    await expect(within(fees).getByText('Urgent')).toBeVisible();
    await expect(within(fees).getByText('Golden Hands Recruitment')).toBeVisible();
    await expect(
      within(fees).getByText(
        'They asked me for AED 3,000 to keep my visa, to be paid in cash at their office.',
      ),
    ).toBeVisible();
    // Above the families' reports.
    await expect(
      fees.compareDocumentPosition(canvas.getByRole('table', { name: TABLE })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(
      within(fees).getByRole('button', { name: 'Resolve the fee report by Dewi Lestari' }),
    );
    const dialog = await findOpenDialog('Resolve the fee report by Dewi Lestari');
    // What Bayti did is required.
    await giveReason(dialog, {
      field: /What Bayti did/,
      text: 'Called the agency and reported it to MOHRE; the worker keeps her visa.',
      confirm: 'Resolve',
      refusedFirst: true,
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await expect(
      await canvas.findByText('The fee report by Dewi Lestari is resolved.', {}, PAGE_LOAD),
    ).toBeVisible();
    await waitFor(
      () => expect(within(fees).queryByText('Golden Hands Recruitment')).toBeNull(),
      PAGE_LOAD,
    );
    await expect(within(fees).getByText('Siti Rahayu')).toBeVisible();
  },
};

/** With no worker's report open, the section does not show. */
export const NoFeeReports: Story = {
  tags: ['no-screenshot'],
  beforeEach: ({ msw }) => {
    msw.use(...moderationApiHandlers({ feeReports: [] }));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: TABLE }, PAGE_LOAD);
    await expect(canvas.queryByRole('region', { name: 'Workers asked to pay' })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...moderationApiHandlers({ reports: [], feeReports: [] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No open reports.', {}, PAGE_LOAD)).toBeVisible();
  },
};

export const UpholdAndHide: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Uphold the report on Mohammed Rafiq' }, PAGE_LOAD),
    );
    const dialog = await findOpenDialog('Uphold the report on Mohammed Rafiq');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also hide the profile' }));
    // The note is required.
    await giveReason(dialog, {
      field: /Note/,
      text: 'Confirmed with the family by phone.',
      confirm: 'Uphold',
      refusedFirst: true,
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await expect(
      await canvas.findByText('The report on Mohammed Rafiq is upheld.', {}, PAGE_LOAD),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: TABLE });
    await waitFor(() => expect(within(table).queryByText('Mohammed Rafiq')).toBeNull(), PAGE_LOAD);
  },
};

/** One request upholds and hides: refused, the dialog keeps the note and the choice. */
export const UpholdAndHideRefused: Story = {
  tags: ['no-screenshot'],
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('resolveProfileReport', ({ body }) =>
        body.hide
          ? apiError('conflict', ALREADY_HIDDEN_MESSAGE)
          : apiError('validation', 'Expected the hide to be asked for.'),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Uphold the report on Mohammed Rafiq' }, PAGE_LOAD),
    );
    const dialog = await findOpenDialog('Uphold the report on Mohammed Rafiq');
    const hide = within(dialog).getByRole('checkbox', { name: 'Also hide the profile' });
    await userEvent.click(hide);
    await giveReason(dialog, { field: /Note/, text: 'Asked for money.', confirm: 'Uphold' });
    await expect(await within(dialog).findByText(ALREADY_HIDDEN_MESSAGE)).toBeVisible();
    await expect(hide).toBeChecked();
    await expect(within(dialog).getByRole('textbox', { name: /Note/ })).toHaveValue(
      'Asked for money.',
    );
    await expect(
      within(canvas.getByRole('table', { name: TABLE })).getByText('Mohammed Rafiq'),
    ).toBeVisible();
  },
};

/**
 * A worker who lists herself can be deactivated from her report's row (a reason is required),
 * which also hides her profile; then Reactivate is offered. An agency's candidate has no account
 * here.
 */
export const DeactivateWorkerAccount: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: TABLE }, PAGE_LOAD);
    await expect(
      within(table).queryByRole('button', { name: 'Deactivate account of Mohammed Rafiq' }),
    ).toBeNull();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Deactivate account of Faith Achieng' }),
    );
    const dialog = await findOpenDialog("Deactivate Faith Achieng's account");
    await giveReason(dialog, {
      field: /Reason/,
      text: 'Asked two families for a placement fee.',
      confirm: 'Deactivate account',
      refusedFirst: true,
    });
    await expect(
      await canvas.findByText("Faith Achieng's account is deactivated.", {}, PAGE_LOAD),
    ).toBeVisible();
    const row = within(table).getByRole('row', { name: /Faith Achieng/ });
    await expect(
      await within(row).findByRole(
        'button',
        { name: 'Reactivate account of Faith Achieng' },
        PAGE_LOAD,
      ),
    ).toBeVisible();
    await expect(within(row).getByText('Hidden by Bayti')).toBeVisible();
  },
};

export const Dismiss: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Dismiss the report on Faith Achieng' }, PAGE_LOAD),
    );
    const dialog = await findOpenDialog('Dismiss the report on Faith Achieng');
    await expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await giveReason(dialog, {
      field: /Note/,
      text: 'She answered us the same day.',
      confirm: 'Dismiss',
    });
    await expect(
      await canvas.findByText('The report on Faith Achieng is dismissed.', {}, PAGE_LOAD),
    ).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('table', { name: 'البلاغات المفتوحة على الملفات العامة' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('طلبت مالًا')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'عاملات طُلب منهن الدفع' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'معالجة بلاغ الرسوم من Dewi Lestari' }),
    ).toBeVisible();
  },
};
