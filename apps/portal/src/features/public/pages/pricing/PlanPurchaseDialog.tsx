import { PLANS, type PlanId } from '@bayti/data/contract';
import { routeKey } from '@bayti/data/client/route-call';
import { employerRoutes } from '@bayti/data/contract/routes/employer';
import { Button, Dialog, Link, Modal } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiCall } from '../../../../api';
import { useMessages } from '../../../../i18n/use-messages';
import { localeAtom } from '../../../../state/locale';
import { failureMessage } from '../../../shared/error-message';
import { formatAedWhole } from '../../../shared/format';
import styles from '../shared/Pages.module.css';

export interface PlanPurchaseDialogProps {
  /** The plan being ordered; null when the dialog is closed. */
  planId: PlanId | null;
  onClose: () => void;
}

/**
 * Ordering an access plan: a confirmation, then the order and its Pending invoice, where to find
 * the invoice, and that the plan starts once it is paid.
 */
export function PlanPurchaseDialog({ planId, onClose }: PlanPurchaseDialogProps) {
  return (
    <Modal
      isOpen={planId !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable
      size="sm"
    >
      {/* Mounted per opening, so each order starts from its confirmation. */}
      {planId && <PurchaseContent planId={planId} onClose={onClose} />}
    </Modal>
  );
}

function PurchaseContent({ planId, onClose }: { planId: PlanId; onClose: () => void }) {
  const messages = useMessages();
  const t = messages.employer;
  const locale = useAtomValue(localeAtom);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () =>
      apiCall(
        employerRoutes.purchasePlan,
        { body: { planId } },
        { fallbackMessage: 'Failed to order the plan' },
      ),
    // Orders, invoices and the plan summary all changed.
    onSuccess: () =>
      Promise.all(
        [
          employerRoutes.employerOrders,
          employerRoutes.employerInvoices,
          employerRoutes.employerPlan,
        ].map((route) => queryClient.invalidateQueries({ queryKey: routeKey(route) })),
      ),
  });
  const plan = PLANS.find((option) => option.id === planId);
  const name = t.plans[planId].name;

  if (mutation.data) {
    const { order, invoice } = mutation.data;
    return (
      <Dialog
        title={t.purchase.doneTitle}
        closeLabel={t.common.close}
        footer={
          <Button variant="secondary" onPress={onClose}>
            {t.common.close}
          </Button>
        }
      >
        <div className={styles.purchase} role="status">
          <p>{t.purchase.done(order.orderNo, invoice.invoiceNo)}</p>
          <p>{t.purchase.where}</p>
          <p className={styles.purchaseLinks}>
            <Link href={`/dashboard/employer/invoices/${invoice.id}`} variant="standalone">
              {t.purchase.viewInvoice}
            </Link>
            <Link href="/dashboard/employer/invoices" variant="standalone">
              {t.purchase.openInvoices}
            </Link>
          </p>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={t.purchase.confirmTitle(name)}
      closeLabel={t.common.close}
      footer={
        <div className={styles.purchaseActions}>
          <Button variant="secondary" onPress={onClose} isDisabled={mutation.isPending}>
            {t.common.cancel}
          </Button>
          <Button
            onPress={() => mutation.mutate()}
            isPending={mutation.isPending}
            pendingLabel={t.purchase.busy}
          >
            {t.purchase.confirm}
          </Button>
        </div>
      }
    >
      <div className={styles.purchase}>
        <p>
          {t.purchase.confirmText(
            name,
            formatAedWhole(plan?.priceAed ?? 0, locale),
            t.plans[planId].period,
          )}
        </p>
        {mutation.isError && (
          <p role="alert" className={styles.purchaseError}>
            {failureMessage(mutation.error, 'Failed to order the plan', t.purchase.failed)}
          </p>
        )}
      </div>
    </Dialog>
  );
}
