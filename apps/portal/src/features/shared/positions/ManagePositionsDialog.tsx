import { routeKey } from '@bayti/data/client/route-call';
import { adminPositionsRoutes } from '@bayti/data/contract/routes';
import { Button, CloseButton, TextField } from '@bayti/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { apiCall, apiQuery } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { failureMessage } from '../error-message';
import { FormDialog } from '../forms/FormDialog';
import { positionLabel } from '../position-label';
import styles from './ManagePositionsDialog.module.css';
import { withPosition } from './positions';

const POSITION_ROUTES = {
  admin: {
    get: adminPositionsRoutes.adminPositions,
    save: adminPositionsRoutes.saveAdminPositions,
  },
  agency: {
    get: adminPositionsRoutes.agencyPositions,
    save: adminPositionsRoutes.saveAgencyPositions,
  },
} as const;

/** Whose positions: the admin's own, or the signed-in agency's. */
export type PositionListOwner = keyof typeof POSITION_ROUTES;

export interface ManagePositionsDialogProps {
  /** Whose list: the admin's own, or the signed-in agency's. */
  owner: PositionListOwner;
  /** The list as the sidebar shows it, the dialog's starting point. */
  positions: readonly string[];
  onClose: () => void;
}

/**
 * The Manage Positions modal: removable chips, a New position box with Add, and Save, which
 * stores the whole list on the server and puts the stored list into the cache, so the sidebar's
 * Positions group shows it at once. A refusal keeps the dialog open with the server's message.
 */
export function ManagePositionsDialog({ owner, positions, onClose }: ManagePositionsDialogProps) {
  const messages = useMessages();
  const t = messages.adminOffice;
  const queryClient = useQueryClient();
  const form = useForm({ defaultValues: { list: [...positions], name: '' } });
  const draft = useWatch({ control: form.control, name: 'list' });

  const mutation = useMutation({
    mutationFn: (list: string[]) =>
      apiCall(
        POSITION_ROUTES[owner].save,
        { body: { positions: list } },
        { fallbackMessage: 'Failed to save the positions' },
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(routeKey(POSITION_ROUTES[owner].get), saved);
      onClose();
    },
  });

  const formId = `positions-${owner}`;
  return (
    <FormDialog
      title={t.positions.title}
      description={t.positions.description}
      labels={t.common}
      confirm={t.common.save}
      isPending={mutation.isPending}
      // A name typed but not yet added is saved too.
      onConfirm={() => {
        const { list, name } = form.getValues();
        mutation.mutate(withPosition(list, name));
      }}
      onCancel={onClose}
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
                    onPress={() =>
                      form.setValue(
                        'list',
                        draft.filter((item) => item !== position),
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            const { list, name } = form.getValues();
            form.setValue('list', withPosition(list, name));
            form.setValue('name', '');
          }}
          className={styles.addRow}
          noValidate
        >
          <Controller
            control={form.control}
            name="name"
            render={({ field }) => (
              <TextField
                className={styles.addField}
                label={t.positions.newPosition}
                value={field.value}
                onChange={field.onChange}
                maxLength={60}
              />
            )}
          />
          <Button type="submit" variant="secondary">
            {t.positions.add}
          </Button>
        </form>
        {mutation.isError && (
          <p role="alert" className={styles.alert}>
            {failureMessage(mutation.error, 'Failed to save the positions', t.positions.saveFailed)}
          </p>
        )}
      </div>
    </FormDialog>
  );
}

export interface ManagePositionsButtonProps {
  owner: PositionListOwner;
}

/** The Positions group's last item: the Manage Positions button and its dialog. */
export function ManagePositionsButton({ owner }: ManagePositionsButtonProps) {
  const t = useMessages().adminOffice;
  const [isOpen, setOpen] = useState(false);
  const positions = useQuery(apiQuery(POSITION_ROUTES[owner].get)).data?.positions;
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
