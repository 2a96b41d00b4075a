import { NO_WORKING_DAYS, type Agency } from '@bayti/data/contract';
import { countries } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiError, mockEndpoint, mockSignedInEndpoint } from '../../../mocks';
import { findOpenDialog } from '../../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Agency/Profile',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/agency/profile', signedInAs: 'agency' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Al Noor Domestic Services';

export const Profile: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: NAME }, PAGE_LOAD),
    ).toBeVisible();
    for (const section of [
      'About',
      'Agency Information',
      'Contact Person',
      'Legal Documents',
      'Social Media',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(canvas.getByText('Monday, Tuesday, Wednesday, Thursday, Sunday')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /\+971 4 335 7100/ })).toHaveAttribute(
      'href',
      'https://wa.me/97143357100',
    );
  },
};

const openEditor = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }, PAGE_LOAD));
  return findOpenDialog('Edit Agency Profile');
};

export const EditDialog: Story = {
  play: async ({ canvas }) => {
    const dialog = await openEditor(canvas);
    for (const tab of ['About', 'Agency Info', 'Contact Person', 'Social Media', 'Documents']) {
      await expect(within(dialog).getByRole('tab', { name: tab })).toBeVisible();
    }
    const about = within(dialog).getByRole('textbox', { name: 'About the agency' });
    await userEvent.clear(about);
    await userEvent.type(about, 'Placing nannies since 2012.');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Agency Info' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute(
      'type',
      'tel',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Agency profile saved.', {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.getByText('Placing nannies since 2012.')).toBeVisible();
  },
};

export const NoChanges: Story = {
  play: async ({ canvas }) => {
    const dialog = await openEditor(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect(await within(dialog).findByText('No changes detected to save.')).toBeVisible();
    await expect(dialog).toBeVisible();
  },
};

export const ErrorBox: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('updateMyAgency', () =>
        apiError('validation', 'Please check the highlighted fields.', {
          email: 'Enter a valid email',
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await openEditor(canvas);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Social Media' }));
    const website = within(dialog).getByRole('textbox', { name: 'Website' });
    await userEvent.clear(website);
    await userEvent.type(website, 'https://alnoor.example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Please check the highlighted fields.');
    await expect(alert).toHaveTextContent('Enter a valid email');
    // The modal stays open on the field's tab, with what was typed.
    await expect(within(dialog).getByRole('tab', { name: 'Agency Info' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Social Media' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Website' })).toHaveValue(
      'https://alnoor.example.org',
    );
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'معلومات الوكالة' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('الاثنين، الثلاثاء، الأربعاء، الخميس، الأحد')).toBeVisible();
  },
};

/** A new agency: nothing but its name filled in. */
const EMPTY_AGENCY: Agency = {
  id: 1,
  agency_name: 'New Agency',
  name: 'New Agency',
  logo_path: null,
  about: null,
  mobile_number: null,
  email: null,
  working_days_list: [],
  working_days: NO_WORKING_DAYS,
  working_hours: null,
  street_address: null,
  full_address: null,
  city_id: null,
  city: null,
  contact_person: null,
  contact_person_designation: null,
  contact_person_mobile: null,
  contact_person_email: null,
  social_link: null,
  facebook: null,
  instagram: null,
  twitter: null,
  trade_licence: null,
  taxation: null,
  registration: null,
};

export const EmptyAgency: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('myAgency', () => ({
        data: { agency: EMPTY_AGENCY },
      })),
      // A slow network: the country list arrives well after the editor opens.
      mockEndpoint('countries', async () => {
        await delay(1500);
        return { data: { countries } };
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No description provided.', {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.getByText('Not specified')).toBeVisible();
    await expect(canvas.getAllByText('Not provided').length).toBeGreaterThan(5);

    // The city waits for a country.
    const dialog = await openEditor(canvas);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Agency Info' }));
    const city = within(dialog).getByRole('button', { name: /City/ });
    await expect(city).toHaveTextContent('Choose a country first');
    await expect(city).toBeDisabled();
    // The country list says it is loading, and opens once it has loaded.
    const country = within(dialog).getByRole('button', { name: /Country/ });
    await expect(country).toHaveTextContent('Loading...');
    await expect(country).toBeDisabled();
    await waitFor(() => expect(country).toBeEnabled(), PAGE_LOAD);
    await userEvent.click(country);
    await userEvent.click(
      await screen.findByRole('option', { name: 'United Arab Emirates' }, PAGE_LOAD),
    );
    await waitFor(() => expect(city).toBeEnabled(), PAGE_LOAD);
    await expect(city).toHaveTextContent('Choose a city');
  },
};
