import {
  ADMIN_SETTABLE_CLIENT_STATUSES,
  CLIENT_STAGES,
  type AdminClient,
  type AdminClientDetail,
} from '@bayti/data/contract';
import { routeKey } from '@bayti/data/client/route-call';
import { adminClientsRoutes } from '@bayti/data/contract/routes';
import { Button, Dialog, Modal, Stack } from '@bayti/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import layout from '../../shared/page/Page.module.css';
import styles from '../agencies/Agencies.module.css';
import { Fact } from '../agencies/Fact';
import { Identity } from '../agencies/Identity';
import { clientQuery } from '../agencies/queries';
import { CLIENT_STATUS_TONE } from '../agencies/tones';
import { useAgenciesText } from '../agencies/use-agencies-text';
import office from '../office/Office.module.css';
import { QueryError } from '../office/OfficeToolbar';
import { AccountActions } from '../moderation/AccountActions';

export interface ClientDetailModalProps {
  client: AdminClient;
  onClose: () => void;
}

/**
 * A family's detail: avatar, name, country and address, email, mobile, age, gender, its
 * counts per hiring stage from its pipeline, and the admin's Hold, Resume and Suspend.
 */
export function ClientDetailModal({ client: row, onClose }: ClientDetailModalProps) {
  const { a, t, number } = useAgenciesText();
  const c = a.clients;
  const d = c.detail;
  const queryClient = useQueryClient();
  const query = useQuery(clientQuery(row.id));
  const change = useMutation({
    mutationFn: (status: (typeof ADMIN_SETTABLE_CLIENT_STATUSES)[number]) =>
      apiCall(
        adminClientsRoutes.setAdminClientStatus,
        { params: { id: row.id }, body: { status } },
        { fallbackMessage: 'Failed to change the status' },
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(clientQuery(row.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: routeKey(adminClientsRoutes.adminClients) });
    },
  });
  const client = query.data?.client ?? row;
  const detail = query.data?.client;
  const none = a.common.notAvailable;
  const actionLabel = { Hold: d.hold, Resume: d.resume, Suspended: d.suspend } as const;

  return (
    <Modal
      isOpen
      isDismissable={!change.isPending}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog
        title={d.title}
        closeLabel={t.common.close}
        footer={
          <div className={office.dialogFooter}>
            <Button variant="secondary" onPress={onClose}>
              {t.common.close}
            </Button>
          </div>
        }
      >
        <div className={`${layout.column} ${styles.modalBody}`}>
          <Identity
            name={client.name}
            image={client.avatar}
            detail={[c.countries[client.country], client.address].filter(Boolean).join(' · ')}
            tone={CLIENT_STATUS_TONE[client.status]}
            status={c.status[client.status]}
          />
          <dl className={styles.facts}>
            <Fact label={d.email} value={client.email} />
            <Fact label={d.mobile} value={client.mobile || none} />
            <Fact label={d.age} value={client.age === null ? none : number(client.age)} />
            <Fact label={d.gender} value={client.gender ? a.genders[client.gender] : none} />
            <Fact label={d.address} value={client.address ?? none} />
          </dl>
          <Stack elementType="section" gap="3">
            <h3 className={styles.sectionTitle}>{d.stages}</h3>
            {query.error ? (
              <QueryError error={query.error} onRetry={() => void query.refetch()} />
            ) : (
              <ul className={`${layout.bareList} ${styles.stages}`}>
                {CLIENT_STAGES.map((stage) => (
                  <li key={stage} className={`${layout.column} ${styles.stage}`}>
                    <span className={styles.muted}>{c.stages[stage]}</span>
                    <span className={styles.stageValue}>
                      {query.data ? number(query.data.client.stages[stage]) : '…'}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Stack>
          <Stack elementType="section" gap="3">
            <h3 className={styles.sectionTitle}>{d.status}</h3>
            <div role="status" className={layout.notice}>
              {change.isSuccess ? d.changed(c.status[change.data.client.status]) : null}
            </div>
            {change.isError && (
              <div role="alert" className={`${layout.alert} ${office.alert}`}>
                {failureMessage(change.error, 'Failed to change the status', d.failed)}
              </div>
            )}
            <div className={styles.buttons}>
              {ADMIN_SETTABLE_CLIENT_STATUSES.map((status) => (
                <Button
                  key={status}
                  size="sm"
                  variant={status === 'Suspended' ? 'danger' : 'secondary'}
                  isDisabled={client.status === status || change.isPending}
                  onPress={() => change.mutate(status)}
                >
                  {actionLabel[status]}
                </Button>
              ))}
            </div>
            <p className={styles.muted}>{d.suspendHint}</p>
          </Stack>
          <Stack elementType="section" gap="3">
            <h3 className={styles.sectionTitle}>{d.account}</h3>
            {/* Offered once the detail says where the account stands (Suspend and Resume above
                change it too). */}
            {detail && (
              <AccountActions
                userId={detail.id}
                name={detail.name}
                status={detail.accountStatus}
                onChanged={(accountStatus) =>
                  queryClient.setQueryData(
                    clientQuery(row.id).queryKey,
                    (saved: { client: AdminClientDetail } | undefined) =>
                      saved && { client: { ...saved.client, accountStatus } },
                  )
                }
              />
            )}
          </Stack>
        </div>
      </Dialog>
    </Modal>
  );
}
