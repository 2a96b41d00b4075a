import type { AdminUser } from '@bayti/data/contract';
import { adminUserKeys, deleteAdminUser } from '@bayti/data/client';
import { Button, Dialog, Modal } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import styles from '../office/Office.module.css';
import { useOfficeText } from '../office/use-office-text';

export interface DeleteUserDialogProps {
  user: AdminUser;
  onClose: () => void;
  onDeleted: () => void;
}

/** Delete (§5): 'Are you sure you want to delete this user?', then the server removes it. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { t } = useOfficeText();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteAdminUser(api, user.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
      onDeleted();
    },
  });
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
        role="alertdialog"
        title={t.users.deleteTitle}
        description={t.users.confirmDelete}
        closeLabel={t.common.close}
        footer={
          <div className={styles.dialogFooter}>
            <Button variant="secondary" onPress={onClose} isDisabled={mutation.isPending}>
              {t.common.cancel}
            </Button>
            <Button
              variant="danger"
              onPress={() => mutation.mutate()}
              isPending={mutation.isPending}
              pendingLabel={t.common.delete}
            >
              {t.common.delete}
            </Button>
          </div>
        }
      >
        <p>
          <strong>{user.userName}</strong> · {user.email}
        </p>
        {mutation.isError && (
          <p role="alert" className={styles.alert}>
            {failureMessage(mutation.error, 'Failed to delete the user', t.users.deleteFailed)}
          </p>
        )}
      </Dialog>
    </Modal>
  );
}
