import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PAGE_LOAD } from '../../../test-support/portal-story';
import { SAMPLE_PASSPORT, workerStory } from '../worker-api.mocks';

const meta = {
  title: 'Portal/Candidate/My Documents',
  tags: ['!autodocs'],
  ...workerStory('/dashboard/candidate/documents'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: ReturnType<typeof within>, title: string) =>
  canvas.findByRole('article', { name: title }, PAGE_LOAD);

export const Documents: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My Documents' }, PAGE_LOAD),
    ).toBeVisible();
    const passport = await card(canvas, 'Passport');
    await expect(within(passport).getByText(SAMPLE_PASSPORT.title)).toBeVisible();
    await expect(within(passport).getByText('1 Nov 2026')).toBeVisible();
    for (const label of ['View', 'Update', 'Delete']) {
      await expect(within(passport).getByRole('button', { name: label })).toBeEnabled();
    }
    for (const title of [
      'ID Proof',
      'Driving License',
      'Professional License',
      'Other Documents',
    ]) {
      const empty = await card(canvas, title);
      await expect(within(empty).getByText(`No ${title} uploaded.`)).toBeVisible();
      await expect(within(empty).getByRole('button', { name: 'Upload' })).toBeEnabled();
    }
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvas }) => {
    const passport = await card(canvas, 'Passport');
    await userEvent.click(within(passport).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete document?' });
    // Its entry animation starts transparent.
    await waitFor(() => expect(confirm).toBeVisible());
    await expect(
      within(confirm).getByText(`${SAMPLE_PASSPORT.title} will be removed for good.`),
    ).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(
      await canvas.findByText(`${SAMPLE_PASSPORT.title} deleted`, {}, PAGE_LOAD),
    ).toBeVisible();
    await waitFor(
      () => expect(within(passport).getByText('No Passport uploaded.')).toBeVisible(),
      PAGE_LOAD,
    );
  },
};

export const AddNewDocument: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add New Document' }, PAGE_LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add New Document' });
    // The passport's category is full; the empty ones and Other Documents remain.
    await userEvent.click(within(dialog).getByRole('button', { name: /Category/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'ID Proof',
      'Driving License',
      'Professional License',
      'Other Documents',
    ]);
    await userEvent.click(options[0]!);
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(
      input!,
      new File(['%PDF-1.4'], 'emirates-id.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const idProof = await card(canvas, 'ID Proof');
    await expect(await within(idProof).findByText('emirates-id.pdf', {}, PAGE_LOAD)).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const passport = await card(canvas, 'جواز السفر');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(passport).getByRole('button', { name: 'عرض' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة مستند جديد' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await card(canvas, 'Passport')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'My Documents' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
