import { employerProfileSample } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiError, mockSignedInEndpoint, VALIDATION_MESSAGE } from '../../../mocks';
import { findOpenDialog } from '../../../test-support/dialogs';
import { PAGE_LOAD, portalStory } from '../../../test-support/portal-story';

const meta = {
  title: 'Portal/Employer/Profile',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/employer/profile', signedInAs: 'client' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: employerProfileSample.name }, PAGE_LOAD),
    ).toBeVisible();
    for (const section of ['Profile Details', 'Family Details', 'Staff Details']) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(canvas.getByText('Daughter · Female · 6, Son · Male · 2')).toBeVisible();
  },
};

export const EditAndSave: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }, PAGE_LOAD));
    const dialog = await findOpenDialog('Edit Profile');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Family Details' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Elders' }));
    const elder = within(dialog).getByRole('group', { name: 'Elders 2' });
    await userEvent.type(within(elder).getByRole('textbox', { name: 'Relation' }), 'Father');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Profile saved.', {}, PAGE_LOAD)).toBeVisible();
    await expect(canvas.getByText(/Father · Female · 0/)).toBeVisible();
  },
};

const EMAIL_ERROR = 'Enter a valid email address';

export const ServerFieldErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockSignedInEndpoint('updateEmployerProfile', () =>
        apiError('validation', VALIDATION_MESSAGE, {
          email: EMAIL_ERROR,
          'staff.teamSize': 'Too big',
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }, PAGE_LOAD));
    const dialog = await findOpenDialog('Edit Profile');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Staff Details' }));
    const department = within(dialog).getByRole('textbox', { name: 'Department' });
    await userEvent.clear(department);
    await userEvent.type(department, 'Villa staff');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    // The first tab with an error opens; what was typed elsewhere is kept.
    await expect(await within(dialog).findByRole('alert', {}, PAGE_LOAD)).toHaveTextContent(
      'Please correct the highlighted fields.',
    );
    await expect(within(dialog).getByRole('tab', { name: /Profile Details/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(dialog).getByText(EMAIL_ERROR)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: /Staff Details/ }));
    await expect(within(dialog).getByRole('textbox', { name: 'Department' })).toHaveValue(
      'Villa staff',
    );
  },
};
