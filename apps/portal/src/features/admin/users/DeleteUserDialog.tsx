import type { AdminUser } from '@bayti/data/contract';
import { routeKey } from '@bayti/data/client/route-call';
import { adminUsersRoutes } from '@bayti/data/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api';
import { ConfirmDialog } from '../office/ConfirmDialog';
import { useOfficeText } from '../office/use-office-text';

export interface DeleteUserDialogProps {
  user: AdminUser;
  onClose: () => void;
  onDeleted: () => void;
}

/** Delete: 'Are you sure you want to delete this user?', then the server removes it. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { t } = useOfficeText();
  const queryClient = useQueryClient();
  return (
    <ConfirmDialog
      title={t.users.deleteTitle}
      question={t.users.confirmDelete}
      confirmLabel={t.common.delete}
      variant="danger"
      action={async () => {
        await apiCall(
          adminUsersRoutes.deleteAdminUser,
          { params: { id: user.id } },
          { fallbackMessage: 'Failed to delete the user' },
        );
        await queryClient.invalidateQueries({ queryKey: routeKey(adminUsersRoutes.adminUsers) });
      }}
      failure={{ english: 'Failed to delete the user', local: t.users.deleteFailed }}
      onClose={onClose}
      onDone={onDeleted}
    >
      <p>
        <strong>{user.userName}</strong> · {user.email}
      </p>
    </ConfirmDialog>
  );
}
