import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '../../../../i18n/messages/en';
import { expectLegalPage } from '../../../../test-support/legal-page';
import { portalStory } from '../../../../test-support/portal-story';

const meta = {
  title: 'Portal/Public/Privacy',
  tags: ['!autodocs'],
  ...portalStory({ path: '/privacy' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectLegalPage(canvasElement, 'Privacy Policy', en.pages.privacy.sections);
  },
};
