import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { PAGE_LOAD, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Agency/Interviews',
  tags: ['!autodocs'],
  ...portalStory({ path: '/dashboard/agency/interviews', signedInAs: 'agency' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each interview names the candidate it is for; an in-person one shows its place. */
export const Interviews: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Interviews' }, PAGE_LOAD),
    ).toBeVisible();
    const proposed = await screen.findByRole(
      'article',
      { name: 'Interview of Grace Wanjiku with Sara Al Mansouri' },
      PAGE_LOAD,
    );
    await expect(within(proposed).getByRole('button', { name: 'Decline' })).toBeEnabled();
    const inPerson = await screen.findByRole(
      'article',
      { name: 'Interview of Maria Santos with Sara Al Mansouri' },
      PAGE_LOAD,
    );
    await expect(
      within(inPerson).getByText('Bayti Agency office, Al Barsha 1, Dubai'),
    ).toBeVisible();
    await expect(within(inPerson).queryByRole('link')).toBeNull();
  },
};
