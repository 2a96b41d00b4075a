import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within, screen } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { DialogTrigger } from 'react-aria-components';
import { Modal, type ModalProps } from './Modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  subcomponents: { Dialog },
  args: { size: 'md', isDismissable: false },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    isDismissable: { control: 'boolean' },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const paragraphs = [
  'Every worker on Bayti is interviewed by a partner agency and their passport, visa and medical records are checked before the profile is published.',
  'Families can shortlist candidates, book an interview and make an offer without paying agency fees. The visa service takes about seven days.',
  'If the placement does not work out, the replacement service finds another candidate, and the refund guarantee covers the cases listed in the terms.',
];

function ConfirmModal(args: ModalProps & { trigger?: string }) {
  return (
    <DialogTrigger>
      <Button variant="secondary">{args.trigger ?? 'Remove candidate'}</Button>
      <Modal {...args}>
        <Dialog
          title="Remove Amina from your shortlist?"
          description="You can add her again from the candidate list."
          closeLabel="Close"
          footer={
            <>
              <Button slot="close" variant="secondary">
                Cancel
              </Button>
              <Button slot="close" variant="danger">
                Remove
              </Button>
            </>
          }
        >
          <p>Her interview on Sunday will be cancelled and the agency will be told.</p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

/** Opening, the focus trap, Escape and the return of focus to the trigger. */
export const Default: Story = {
  render: (args) => <ConfirmModal {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Remove candidate' });
    await userEvent.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Remove Amina from your shortlist?' });
    await expect(dialog).toHaveAccessibleDescription(
      'You can add her again from the candidate list.',
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Tab and Shift+Tab cycle through the close button, Cancel and Remove without leaving the dialog.
    const seen = new Set<Element>();
    for (let i = 0; i < 7; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      seen.add(document.activeElement as Element);
    }
    await expect(seen.size).toBe(3);
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The close button and the footer's `slot="close"` buttons close it. */
export const CloseButtons: Story = {
  render: (args) => <ConfirmModal {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove candidate' }));
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Remove candidate' }));
    await userEvent.click(await body.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** `isDismissable`: a click on the backdrop closes it. Without it, the backdrop does nothing. */
export const DismissableOutside: Story = {
  args: { isDismissable: true },
  render: (args) => <ConfirmModal {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove candidate' }));
    const dialog = await screen.findByRole('dialog');
    const overlay = dialog.parentElement?.parentElement as HTMLElement;
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const NotDismissableOutside: Story = {
  render: (args) => <ConfirmModal {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove candidate' }));
    const dialog = await screen.findByRole('dialog');
    const overlay = dialog.parentElement?.parentElement as HTMLElement;
    await userEvent.click(overlay);
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

function LongModal(args: ModalProps) {
  return (
    <DialogTrigger>
      <Button>Read the terms</Button>
      <Modal {...args}>
        <Dialog
          title="Terms and Conditions"
          closeLabel="Close"
          footer={<Button slot="close">I agree</Button>}
        >
          {Array.from({ length: 8 }, (_, section) => (
            <section key={section}>
              <h3>Section {section + 1}</h3>
              {paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </section>
          ))}
          <a href="#terms-top">Back to the first section</a>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

/** Long content: the modal stays within 90% of the viewport and its body scrolls. Left open. */
export const LongContent: Story = {
  args: { size: 'lg' },
  render: (args) => <LongModal {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read the terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    const modal = dialog.parentElement as HTMLElement;
    await waitFor(() => {
      const box = modal.getBoundingClientRect();
      expect(box.height).toBeLessThanOrEqual(window.innerHeight * 0.9 + 1);
      expect(box.width).toBeLessThanOrEqual(window.innerWidth * 0.9 + 1);
    });
    const body = within(dialog).getByRole('heading', { name: 'Section 1' }).parentElement
      ?.parentElement as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'I agree' })).toBeVisible(),
    );
  },
};

/** Small confirmation size, left open for the screenshot. */
export const Small: Story = {
  args: { size: 'sm' },
  render: (args) => <ConfirmModal {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove candidate' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">إزالة المرشحة</Button>
      <Modal {...args}>
        <Dialog
          title="إزالة أمينة من قائمتك المختصرة؟"
          description="يمكنك إضافتها مرة أخرى من قائمة المرشحين."
          closeLabel="إغلاق"
          footer={
            <>
              <Button slot="close" variant="secondary">
                إلغاء
              </Button>
              <Button slot="close" variant="danger">
                إزالة
              </Button>
            </>
          }
        >
          <p>سيتم إلغاء مقابلتها يوم الأحد وإبلاغ الوكالة.</p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'إزالة المرشحة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إزالة أمينة من قائمتك المختصرة؟' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeVisible(),
    );
  },
};

/** On a phone the modal takes 90% of the width. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <LongModal {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Read the terms' }));
    const dialog = await screen.findByRole('dialog');
    const modal = dialog.parentElement as HTMLElement;
    await waitFor(() =>
      expect(modal.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth * 0.9 + 1),
    );
  },
};
