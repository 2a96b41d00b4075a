import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectPageTitle, portalStory } from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Public/Not found',
  tags: ['!autodocs'],
  ...portalStory({ path: '/no-such-page' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'Page not found');
    await expect(canvas.getByText('The page you were looking for does not exist.')).toBeVisible();
    // The way out leads home.
    await expect(canvas.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  },
};
