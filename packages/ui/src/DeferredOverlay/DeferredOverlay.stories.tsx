import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, Modal, ModalPending } from '../Modal';
import { DeferredOverlay } from './DeferredOverlay';

const meta = {
  title: 'Overlays/DeferredOverlay',
  component: DeferredOverlay,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DeferredOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loads of the overlay's code waiting for the story to let them arrive, as a slow network would. */
const waitingLoads: (() => void)[] = [];
const deliverCode = () => waitingLoads.splice(0).forEach((deliver) => deliver());

function ShortlistDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title="Add Amina to your shortlist?"
        closeLabel="Close"
        footer={
          <Button slot="close" variant="primary">
            Add to shortlist
          </Button>
        }
      >
        <p>You can book an interview from your dashboard.</p>
      </Dialog>
    </Modal>
  );
}

function ShortlistButton() {
  const [isOpen, setOpen] = useState(false);
  const [LazyDialog] = useState(() =>
    lazy(
      () =>
        new Promise<{ default: typeof ShortlistDialog }>((resolve) => {
          waitingLoads.push(() => resolve({ default: ShortlistDialog }));
        }),
    ),
  );
  return (
    <>
      <Button onPress={() => setOpen(true)}>Shortlist</Button>
      <DeferredOverlay isOpen={isOpen} pending={<ModalPending label="Loading..." />}>
        {isOpen ? <LazyDialog onClose={() => setOpen(false)} /> : null}
      </DeferredOverlay>
    </>
  );
}

/**
 * Nothing of the overlay is mounted until it first opens; while its code is on the way the
 * pending spinner shows, then the dialog. Once loaded, it opens again at once.
 */
export const FirstOpenWaitsForTheCode: Story = {
  args: { isOpen: false, children: null, pending: null },
  render: () => <ShortlistButton />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Shortlist' }));
    await expect(await body.findByRole('status', { name: 'Loading...' })).toBeVisible();
    deliverCode();
    await body.findByRole('dialog', { name: 'Add Amina to your shortlist?' });
    await waitFor(() => expect(body.queryByRole('status')).not.toBeInTheDocument());

    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Shortlist' }));
    await expect(body.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();
    await expect(
      await screen.findByRole('dialog', { name: 'Add Amina to your shortlist?' }),
    ).toBeVisible();
  },
};
