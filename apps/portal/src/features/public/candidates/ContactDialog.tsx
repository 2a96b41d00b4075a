import { errorMessageOf, isErrorCode } from '@bayti/data/client';
import { candidatesRoutes } from '@bayti/data/contract/routes/candidates';
import { Dialog, Modal, Spinner } from '@bayti/ui';
import { useQuery } from '@tanstack/react-query';
import { MapPin, MessageCircle, Phone } from 'lucide-react';
import { apiQuery } from '../../../api';
import { PlanRequired } from './PlanRequired';
import { useCandidateText } from './use-candidate-text';
import styles from './CandidateProfilePage.module.css';

export interface ContactDialogProps {
  candidateId: number;
  candidateName: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * Phone, WhatsApp and location of a candidate, fetched only when opened. The server decides who
 * may see them; a refusal (another role, no access plan) shows its message here, and a family
 * without a running plan learns what the plans offer and where to choose one.
 */
export function ContactDialog({
  candidateId,
  candidateName,
  isOpen,
  onOpenChange,
}: ContactDialogProps) {
  const text = useCandidateText();
  const { t } = text;
  const query = useQuery({
    ...apiQuery(candidatesRoutes.candidateContact, { params: { id: candidateId } }),
    enabled: isOpen,
    // Access can change (a plan bought, a session switched): ask again each time.
    staleTime: 0,
    gcTime: 0,
  });
  const { error, isPending } = query;
  const data = query.data?.contact;

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable size="sm">
      <Dialog
        title={t.contact.title}
        description={t.contact.description(candidateName)}
        closeLabel={t.contact.close}
        footer={
          data ? (
            <a href={`tel:${data.phone.replace(/[^\d+]/g, '')}`} className={styles.callNow}>
              <Phone aria-hidden className={styles.icon} />
              {t.contact.callNow}
            </a>
          ) : undefined
        }
      >
        {error ? (
          <>
            <div role="alert" className={styles.alert}>
              <p>{errorMessageOf(error, t.contact.error)}</p>
            </div>
            {isErrorCode(error, 'plan_required') && <PlanRequired />}
          </>
        ) : isPending || !data ? (
          <p role="status" className={styles.loadingLine}>
            <Spinner size="sm" />
            <span>{t.contact.loading}</span>
          </p>
        ) : (
          <dl className={styles.contactList}>
            <div className={styles.contactRow}>
              <dt className={styles.contactTerm}>
                <Phone aria-hidden className={styles.icon} />
                {t.contact.phone}
              </dt>
              <dd>
                <a
                  href={`tel:${data.phone.replace(/[^\d+]/g, '')}`}
                  className={styles.contactLink}
                  dir="ltr"
                >
                  {data.phone}
                </a>
              </dd>
            </div>
            <div className={styles.contactRow}>
              <dt className={styles.contactTerm}>
                <MessageCircle aria-hidden className={styles.icon} />
                {t.contact.whatsapp}
              </dt>
              <dd>
                <a
                  href={`https://wa.me/${digitsOf(data.whatsapp)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.contactLink}
                  dir="ltr"
                >
                  {data.whatsapp}
                </a>
              </dd>
            </div>
            <div className={styles.contactRow}>
              <dt className={styles.contactTerm}>
                <MapPin aria-hidden className={styles.icon} />
                {t.contact.location}
              </dt>
              <dd>{text.location(data.location)}</dd>
            </div>
          </dl>
        )}
      </Dialog>
    </Modal>
  );
}
