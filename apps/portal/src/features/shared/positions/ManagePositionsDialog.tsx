import {
  positionKeys,
  positionsQueryOptions,
  savePositions,
  type PositionListOwner,
} from '@bayti/data/client';
import { Button, CloseButton, Dialog, Modal, TextField } from '@bayti/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { failureMessage } from '../error-message';
import { positionLabel } from '../position-label';
import styles from './ManagePositionsDialog.module.css';
import { withPosition } from './positions';

export interface ManagePositionsDialogProps {
  /** Whose list: the admin's own, or the signed-in agency's. */
  owner: PositionListOwner;
  /** The list as the sidebar shows it, the dialog's starting point. */
  positions: readonly string[];
  onClose: () => void;
}

/**
 * The Manage Positions modal (§2): removable chips, a New position box with Add, and Save, which
 * stores the whole list on the server and puts the stored list into the cache, so the sidebar's
 * Positions group shows it at once. A refusal keeps the dialog open with the server's message.
 */
export function ManagePositionsDialog({ owner, positions, onClose }: ManagePositionsDialogProps) {
  const messages = useMessages();
  const t = messages.adminOffice;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string[]>(() => [...positions]);
  const [name, setName] = useState('');

  const mutation = useMutation({
    mutationFn: (list: string[]) => savePositions(api, owner, list),
    onSuccess: (saved) => {
      queryClient.setQueryData(positionKeys.list(owner), saved);
      onClose();
    },
  });

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDraft((list) => withPosition(list, name));
    setName('');
  };

  const formId = `positions-${owner}`;
  return (
    <Modal
      isOpen
      isDismissable={!mutation.isPending}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      size="sm"
    >
      <Dialog
        title={t.positions.title}
        description={t.positions.description}
        closeLabel={t.common.close}
        footer={
          <div className={styles.footer}>
            <Button variant="secondary" onPress={onClose} isDisabled={mutation.isPending}>
              {t.common.cancel}
            </Button>
            <Button
              // A name typed but not yet added is saved too.
              onPress={() => mutation.mutate(withPosition(draft, name))}
              isPending={mutation.isPending}
              pendingLabel={t.common.saving}
            >
              {t.common.save}
            </Button>
          </div>
        }
      >
        <div className={styles.body}>
          <section aria-labelledby={`${formId}-current`} className={styles.body}>
            <h3 id={`${formId}-current`} className={styles.heading}>
              {t.positions.current}
            </h3>
            {draft.length === 0 ? (
              <p className={styles.muted}>{t.positions.empty}</p>
            ) : (
              <ul className={styles.chips}>
                {draft.map((position) => (
                  <li key={position} className={styles.chip}>
                    <span>{positionLabel(messages, position)}</span>
                    <CloseButton
                      slot={null}
                      label={t.positions.remove(positionLabel(messages, position))}
                      onPress={() => setDraft((list) => list.filter((item) => item !== position))}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <form id={formId} onSubmit={add} className={styles.addRow} noValidate>
            <TextField
              className={styles.addField}
              label={t.positions.newPosition}
              value={name}
              onChange={setName}
              maxLength={60}
            />
            <Button type="submit" variant="secondary">
              {t.positions.add}
            </Button>
          </form>
          {mutation.isError && (
            <p role="alert" className={styles.alert}>
              {failureMessage(
                mutation.error,
                'Failed to save the positions',
                t.positions.saveFailed,
              )}
            </p>
          )}
        </div>
      </Dialog>
    </Modal>
  );
}

export interface ManagePositionsButtonProps {
  owner: PositionListOwner;
}

/** The Positions group's last item: the Manage Positions button and its dialog. */
export function ManagePositionsButton({ owner }: ManagePositionsButtonProps) {
  const t = useMessages().adminOffice;
  const [isOpen, setOpen] = useState(false);
  const positions = useQuery(positionsQueryOptions(api, owner)).data;
  return (
    <>
      {/* Until the list has loaded, a save would replace it with what little the dialog knows. */}
      <Button size="sm" variant="ghost" isDisabled={!positions} onPress={() => setOpen(true)}>
        {t.positions.manage}
      </Button>
      {isOpen && positions && (
        <ManagePositionsDialog owner={owner} positions={positions} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
