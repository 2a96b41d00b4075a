import { employerRoutes } from '@bayti/data/contract/routes/employer';
import { Button } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import layout from '../../shared/page/Page.module.css';
import { useEmployerText } from '../use-employer-text';

const FAILED = 'Could not open the card payment';

/** Where the browser goes: Stripe's page (a story answers a URL on its own page, with a hash). */
const openCheckout = (url: string) => window.location.assign(url);

/**
 * Pay by card: Bayti asks Stripe for a Checkout session for this invoice and sends the family to
 * its page; she comes back to the invoice, which shows it paid once Stripe confirms.
 */
export function PayByCard({ invoiceId }: { invoiceId: number }) {
  const { t } = useEmployerText();
  const p = t.invoice.payBy;
  const start = useMutation({
    mutationFn: () =>
      apiCall(
        employerRoutes.startCardCheckout,
        { params: { id: invoiceId } },
        { fallbackMessage: FAILED },
      ),
    onSuccess: ({ url }) => openCheckout(url),
  });
  return (
    <div className={layout.column}>
      <Button
        variant="primary"
        // Pending until the browser leaves for Stripe's page.
        isPending={start.isPending || start.isSuccess}
        pendingLabel={p.cardOpening}
        onPress={() => start.mutate()}
      >
        {p.card}
      </Button>
      {start.isError && (
        <p role="alert" className={layout.dangerBox}>
          {failureMessage(start.error, FAILED, p.cardFailed)}
        </p>
      )}
    </div>
  );
}
