import { listingsRoutes } from '@bayti/data/contract/routes/listings';
import { Button } from '@bayti/ui';
import { useState } from 'react';
import { apiCall } from '../../../api';
import { useListingText } from '../../shared/listing/use-listing-text';
import layout from '../../shared/page/Page.module.css';
import { ReasonDialog } from '../../shared/listing/ReasonDialog';
import styles from './Moderation.module.css';

export type AccountStatus = 'ACTIVE' | 'INACTIVE';

export interface AccountActionsProps {
  /** The account's user id. */
  userId: number;
  name: string;
  /** Where the account stands now: only the action that changes it is offered. */
  status: AccountStatus;
  /** Told where the account stands after a change, so the caller's data shows it. */
  onChanged: (status: AccountStatus) => void;
  /**
   * Where the outcome is said ("…'s account is deactivated."): the page's own notice, for
   * actions in a table row; by default a notice under the buttons.
   */
  announce?: (message: string) => void;
  /** The buttons name the account ("Deactivate account of Maria"), as rows of a table need. */
  named?: boolean;
}

type Change = 'deactivate' | 'reactivate';

const FAILED: Record<Change, string> = {
  deactivate: 'Failed to deactivate the account',
  reactivate: 'Failed to reactivate the account',
};

/**
 * Deactivate an active account (it can no longer sign in; a reason is required) or Reactivate an
 * inactive one, each stored with who, when and why. The answer says where the account now stands:
 * the caller keeps it (onChanged), and only the other action is offered after it.
 */
export function AccountActions({
  userId,
  name,
  status,
  onChanged,
  announce,
  named = false,
}: AccountActionsProps) {
  const { l } = useListingText();
  const m = l.moderation;
  const [asking, setAsking] = useState<Change | null>(null);
  const [notice, setNotice] = useState('');
  const offer = (change: Change) => (change === 'deactivate') === (status === 'ACTIVE');
  const buttons = (
    <div className={styles.actions}>
      {offer('deactivate') && (
        <Button
          size="sm"
          variant="danger"
          aria-label={named ? m.deactivateNamed(name) : undefined}
          onPress={() => setAsking('deactivate')}
        >
          {m.deactivate}
        </Button>
      )}
      {offer('reactivate') && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={named ? m.reactivateNamed(name) : undefined}
          onPress={() => setAsking('reactivate')}
        >
          {m.reactivate}
        </Button>
      )}
    </div>
  );
  return (
    <div className={`${layout.column} ${styles.body}`}>
      {buttons}
      {!announce && (
        <p role="status" className={layout.notice}>
          {notice}
        </p>
      )}
      {asking && (
        <ReasonDialog
          title={asking === 'deactivate' ? m.deactivateTitle(name) : m.reactivateTitle(name)}
          description={asking === 'deactivate' ? m.deactivateDescription : m.reactivateDescription}
          confirm={asking === 'deactivate' ? m.deactivate : m.reactivate}
          variant={asking === 'deactivate' ? 'danger' : 'primary'}
          isRequired={asking === 'deactivate'}
          field={asking === 'deactivate' ? 'reason' : 'note'}
          action={async ({ reason }) => {
            const options = { fallbackMessage: FAILED[asking] };
            const params = { id: userId };
            const answer =
              asking === 'deactivate'
                ? await apiCall(
                    listingsRoutes.deactivateAccount,
                    { params, body: { reason } },
                    options,
                  )
                : await apiCall(
                    listingsRoutes.reactivateAccount,
                    { params, body: reason ? { reason } : {} },
                    options,
                  );
            onChanged(answer.status);
          }}
          failure={{ english: FAILED[asking], local: m.failed }}
          onClose={() => setAsking(null)}
          onDone={() => {
            (announce ?? setNotice)(
              asking === 'deactivate' ? m.deactivated(name) : m.reactivated(name),
            );
            setAsking(null);
          }}
        />
      )}
    </div>
  );
}
