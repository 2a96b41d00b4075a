import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DocumentCard } from './DocumentCard';

const meta = {
  title: 'Marketplace/DocumentCard',
  component: DocumentCard,
  args: {
    title: 'Passport',
    fileName: 'passport-maria-santos.pdf',
    modifiedText: '12 March 2025',
    emptyText: 'No Passport uploaded.',
    labels: {
      upload: 'Upload',
      view: 'View',
      update: 'Update',
      delete: 'Delete',
      lastModified: 'Last Modified:',
    },
    onUpload: fn(),
    onView: fn(),
    onUpdate: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An uploaded file: its date, and View, Update and Delete. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Passport' })).toHaveAttribute(
      'data-state',
      'filled',
    );
    await expect(canvas.getByText('passport-maria-santos.pdf')).toBeVisible();
    await expect(canvas.getByText(/Last Modified/)).toHaveTextContent(
      'Last Modified: 12 March 2025',
    );
    await expect(canvas.queryByRole('button', { name: 'Upload' })).toBeNull();

    const view = canvas.getByRole('button', { name: 'View' });
    await expect(view).toHaveAccessibleDescription('Passport');
    await userEvent.click(view);
    await expect(args.onView).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onUpdate).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** Nothing uploaded yet: the category and an Upload action. */
export const Empty: Story = {
  args: { fileName: undefined, modifiedText: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Passport' })).toHaveAttribute(
      'data-state',
      'empty',
    );
    await expect(canvas.getByText('No Passport uploaded.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'View' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

/** Uploading: actions wait, the label says why. */
export const Busy: Story = {
  args: { isBusy: true, busyLabel: 'Uploading...' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading...');
    await expect(canvas.getByRole('article', { name: 'Passport' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const update = canvas.getByRole('button', { name: 'Update' });
    await expect(update).toBeDisabled();
    await userEvent.click(update, { pointerEventsCheck: 0 });
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

export const EmptyBusy: Story = {
  args: { fileName: undefined, modifiedText: undefined, isBusy: true, busyLabel: 'Uploading...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** A long file name wraps instead of overflowing. */
export const LongFileName: Story = {
  args: {
    title: 'Professional License',
    fileName: 'professional-childcare-certificate-first-aid-and-cpr-level-two-2024-scan-final.pdf',
  },
};

/** The five categories of My Documents, in a grid. */
export const Categories: Story = {
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
        }}
      >
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <DocumentCard {...args} />
      <DocumentCard
        {...args}
        title="ID Proof"
        fileName="emirates-id.jpg"
        modifiedText="2 February 2025"
      />
      <DocumentCard
        {...args}
        title="Driving License"
        fileName={undefined}
        emptyText="No Driving License uploaded."
      />
      <DocumentCard
        {...args}
        title="Professional License"
        fileName={undefined}
        emptyText="No Professional License uploaded."
      />
      <DocumentCard
        {...args}
        title="Other Documents"
        fileName={undefined}
        emptyText="No Other Documents uploaded."
      />
    </>
  ),
};

export const RightToLeft: Story = {
  args: {
    title: 'جواز السفر',
    fileName: 'جواز-السفر.pdf',
    modifiedText: '12 مارس 2025',
    labels: {
      upload: 'رفع',
      view: 'عرض',
      update: 'تحديث',
      delete: 'حذف',
      lastModified: 'آخر تعديل:',
    },
  },
  globals: { direction: 'rtl' },
};

export const Mobile: Story = {
  render: Categories.render,
  decorators: Categories.decorators,
  globals: { viewport: { value: 'mobile' } },
};
