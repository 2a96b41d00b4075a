import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiError, mockSignedInEndpoint, VALIDATION_MESSAGE } from '../../../mocks';
import { findOpenDialog } from '../../../test-support/dialogs';
import { PAGE_LOAD } from '../../../test-support/portal-story';
import { newWorkerHandlers, PNG, WRONG_IMAGE_MESSAGE, workerStory } from '../worker-api.mocks';

const meta = {
  title: 'Portal/Candidate/Profile',
  tags: ['!autodocs'],
  ...workerStory('/dashboard/candidate'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Maria Santos';

async function openEditor(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }, PAGE_LOAD));
  return findOpenDialog('Edit Candidate Profile');
}

export const Profile: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: NAME }, PAGE_LOAD),
    ).toBeVisible();
    const listing = canvas.getByRole('region', { name: 'Public listing' });
    await expect(within(listing).getByText('Listed')).toBeVisible();
    await expect(
      within(listing).getByRole('link', { name: 'View your public profile' }),
    ).toHaveAttribute('href', '/candidates/1');
    for (const section of [
      'Personal Information',
      'Visa Information',
      'Experience & Qualifications',
      'Kids',
      'Languages',
      'Skills',
      'Job Preferences',
      'Availability',
      'Introduction Video',
    ]) {
      await expect(canvas.getByRole('heading', { level: 3, name: section })).toBeVisible();
    }
    await expect(canvas.getByText('Kid 1: Male, 7 years')).toBeVisible();
    await expect(canvas.getByText('AED 2,500 / month')).toBeVisible();
    await expect(canvas.getByText('14 March 2027')).toBeVisible();
  },
};

/** A worker asked to pay tells Bayti: both fields are required, then the card thanks her. */
export const ReportFee: Story = {
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Were you asked to pay?' }, PAGE_LOAD);
    await expect(
      within(card).getByText(/You never pay any fee or commission to be placed/),
    ).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Report it' }));
    const dialog = await findOpenDialog('Report being asked to pay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(
      await within(dialog).findByText('Say who asked you to pay (an agency or a person)'),
    ).toBeVisible();
    await expect(
      within(dialog).getByText('Say what happened: how much, when and how'),
    ).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Who asked you to pay/ }),
      'Golden Hands Recruitment',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /What happened/ }),
      'They asked me for AED 3,000 to keep my visa.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await expect(within(card).getByRole('status')).toHaveTextContent(
      'Thank you. Bayti will look into it urgently.',
    );
    await expect(within(card).queryByRole('button', { name: 'Report it' })).toBeNull();
  },
};

/** Refused by the server, the dialog keeps what she typed. */
export const ReportFeeRefused: Story = {
  tags: ['no-screenshot'],
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('reportFeeAsked', () =>
        apiError('validation', VALIDATION_MESSAGE, { askedBy: 'Keep it shorter' }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Were you asked to pay?' }, PAGE_LOAD);
    await userEvent.click(within(card).getByRole('button', { name: 'Report it' }));
    const dialog = await findOpenDialog('Report being asked to pay');
    const who = within(dialog).getByRole('textbox', { name: /Who asked you to pay/ });
    const what = within(dialog).getByRole('textbox', { name: /What happened/ });
    await userEvent.type(who, 'Golden Hands Recruitment');
    await userEvent.type(what, 'They asked me for AED 3,000.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(await within(dialog).findByText('Keep it shorter')).toBeVisible();
    await expect(who).toHaveValue('Golden Hands Recruitment');
    await expect(what).toHaveValue('They asked me for AED 3,000.');
  },
};

export const NewWorker: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...newWorkerHandlers());
  },
  play: async ({ canvas }) => {
    const listing = await canvas.findByRole('region', { name: 'Public listing' }, PAGE_LOAD);
    await expect(within(listing).getByText('Not published')).toBeVisible();
    await expect(within(listing).getByText('Before you can submit:')).toBeVisible();
    // The starred fields, her date of birth, phone and WhatsApp among them, a photo, and her
    // verified email.
    await expect(within(listing).getAllByRole('listitem')).toHaveLength(15);
    for (const field of ['Date of Birth', 'Phone', 'WhatsApp'])
      await expect(within(listing).getByText(field)).toBeVisible();
    await expect(within(listing).queryByRole('link')).toBeNull();
    await expect(within(listing).getByRole('button', { name: 'Submit for review' })).toBeDisabled();

    // Save checks the starred fields first and shows the tab that needs them.
    const dialog = await openEditor(canvas);
    await userEvent.click(within(dialog).getByRole('tab', { name: /Job Preferences/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByRole('tab', { name: /Personal Information/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(dialog).getByText('Choose your nationality')).toBeVisible();
    await expect(
      within(dialog).getByText(
        'Enter your phone number: a Gulf or home country code, then 6 to 12 digits',
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Some fields need your attention.',
    );
  },
};

export const EditAndSave: Story = {
  play: async ({ canvas }) => {
    const dialog = await openEditor(canvas);
    await userEvent.click(within(dialog).getByRole('tab', { name: /Job Preferences/ }));
    const location = within(dialog).getByRole('textbox', { name: 'Preferred Location' });
    await userEvent.clear(location);
    await userEvent.type(location, 'Abu Dhabi');
    // Immediate availability turns the date off and clears it.
    await userEvent.click(within(dialog).getByText('Available immediately'));
    await expect(within(dialog).getByRole('group', { name: 'Available From' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
    await expect(await canvas.findByText('Abu Dhabi', {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.getByText('Immediately')).toBeVisible();
  },
};

export const PhoneNumbers: Story = {
  play: async ({ canvas }) => {
    const dialog = await openEditor(canvas);
    // Her seeded numbers, on the UAE's code.
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    const whatsapp = within(dialog).getByRole('textbox', { name: 'WhatsApp' });
    await expect(phone).toHaveValue('502143381');
    await expect(whatsapp).toHaveValue('502143381');

    // Too few digits: the contract's check names the field before anything is sent.
    await userEvent.clear(whatsapp);
    await userEvent.type(whatsapp, '917 12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await within(dialog).findByText(
        'Enter your WhatsApp number: a Gulf or home country code, then 6 to 12 digits',
      ),
    ).toBeVisible();

    // The codes are the Gulf's and her home country's (she is Filipina): no other.
    await userEvent.click(within(dialog).getByRole('button', { name: /WhatsApp country code/ }));
    const codes = await within(document.body).findByRole('listbox');
    await expect(
      within(codes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'UAE +971',
      'Saudi Arabia +966',
      'Oman +968',
      'Bahrain +973',
      'Kuwait +965',
      'Qatar +974',
      'Philippines +63',
    ]);
    await userEvent.click(within(codes).getByRole('option', { name: 'Philippines +63' }));
    await userEvent.clear(whatsapp);
    await userEvent.type(whatsapp, '917 123 4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), PAGE_LOAD);
  },
};

const SALARY_ERROR = 'Enter your expected salary';

export const ServerFieldErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('updateCandidateProfile', () =>
        apiError('validation', VALIDATION_MESSAGE, { salary: SALARY_ERROR }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await openEditor(canvas);
    // A kid's age, on the first tab.
    const [age] = within(dialog).getAllByRole('textbox', { name: 'Age' });
    await userEvent.clear(age!);
    await userEvent.type(age!, '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    // The server's message sits on its field, in its tab; what was typed stays.
    await expect(await within(dialog).findByText(SALARY_ERROR, {}, PAGE_LOAD)).toBeVisible();
    await expect(within(dialog).getByRole('tab', { name: /Job Preferences/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: /Personal Information/ }));
    await expect(within(dialog).getAllByRole('textbox', { name: 'Age' })[0]).toHaveValue('9');
  },
};

export const PhotoRefusedThenSaved: Story = {
  play: async ({ canvas }) => {
    const dialog = await openEditor(canvas);
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"][accept^="image"]');
    await expect(input).not.toBeNull();
    // The picker offers images only; a file claiming to be one is still read by the server.
    await userEvent.upload(input!, new File(['not an image'], 'me.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    await expect(await within(dialog).findByText(WRONG_IMAGE_MESSAGE, {}, PAGE_LOAD)).toBeVisible();

    // A real photo is stored at once and shown back, fetched with her token.
    await userEvent.upload(input!, new File([PNG], 'me.png', { type: 'image/png' }));
    await expect(await within(dialog).findByText('Photo saved', {}, PAGE_LOAD)).toBeVisible();
    await waitFor(
      () =>
        expect(within(dialog).getByRole('img', { name: `Photo of ${NAME}` })).toHaveAttribute(
          'src',
          expect.stringMatching(/^blob:/),
        ),
      PAGE_LOAD,
    );
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'المعلومات الشخصية' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('فلبينية')).toBeVisible();
    const dialog = await (async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'تعديل' }));
      return findOpenDialog('تعديل ملف المرشحة');
    })();
    await expect(within(dialog).getByRole('tab', { name: 'تفضيلات العمل' })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'الهاتف' })).toHaveValue('502143381');
    await expect(within(dialog).getByRole('textbox', { name: 'واتساب' })).toHaveValue('502143381');
  },
};

/** The card and its dialog in Arabic, addressing her in the feminine; both fields required. */
export const ReportFeeArabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'هل طُلب منكِ أن تدفعي؟' }, PAGE_LOAD);
    await userEvent.click(within(card).getByRole('button', { name: 'أبلغي عن ذلك' }));
    const dialog = await findOpenDialog('الإبلاغ عن طلب الدفع');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال البلاغ' }));
    await expect(
      await within(dialog).findByText('اذكري من طلب منكِ الدفع (وكالة أو شخص)'),
    ).toBeVisible();
    await expect(within(dialog).getByText('اذكري ماذا حدث: كم المبلغ، ومتى، وكيف')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: NAME }, PAGE_LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
  },
};
