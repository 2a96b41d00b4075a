import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { isSignedInAtom } from '../../state/session';
import { passwordInput } from '../../test-support/fields';
import {
  expectPageTitle,
  PAGE_LOAD,
  portalStore,
  portalStory,
} from '../../test-support/portal-story';

const meta = {
  title: 'Portal/Auth/Agency login',
  tags: ['!autodocs'],
  ...portalStory({ path: '/agency/login' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expectPageTitle(canvas, 'Agency Login');
    await expect(canvas.getByRole('textbox', { name: 'Agency Email' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Not an agency? Go to the main login' }),
    ).toHaveAttribute('href', '/login');
  },
};

export const RefusedForAFamily: Story = {
  play: async ({ canvas }) => {
    const mainElement = await canvas.findByRole('main', {}, PAGE_LOAD);
    const main = within(mainElement);
    // A family's correct credentials: the server signs them in, the agency login refuses them.
    await userEvent.type(
      main.getByRole('textbox', { name: 'Agency Email' }),
      'family@demo.bayti.ae',
    );
    await userEvent.type(passwordInput(mainElement, 'Password'), DEMO_PASSWORD);
    await userEvent.click(main.getByRole('button', { name: 'LOGIN' }));
    await expect(
      await main.findByText(
        'Not authorized. Only agencies or staff can login here.',
        {},
        PAGE_LOAD,
      ),
    ).toBeVisible();
    // Nothing was stored: the visitor is still signed out.
    await expect(portalStore.get(isSignedInAtom)).toBe(false);
    await expect(canvas.getByRole('button', { name: 'SignIn' })).toBeVisible();
  },
};
