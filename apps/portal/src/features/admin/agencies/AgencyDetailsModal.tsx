import type { AdminAgency } from '@bayti/data/contract';
import { Button, Dialog, Modal, Stack } from '@bayti/ui';
import { useQuery } from '@tanstack/react-query';
import office from '../office/Office.module.css';
import layout from '../../shared/page/Page.module.css';
import styles from './Agencies.module.css';
import { Fact } from './Fact';
import { Identity } from './Identity';
import { agencyQuery } from './queries';
import { AGENCY_STATUS_TONE } from './tones';
import { useAgenciesText } from './use-agencies-text';

export interface AgencyDetailsModalProps {
  agency: AdminAgency;
  onClose: () => void;
  /** 'More View': the modal closes, then the agency's page opens. */
  onMoreView: (id: number) => void;
}

/**
 * The card grid's View: logo, name, address, country, mobile, email, About, working time
 * and days, rating and the contact person, each with the spec's fallback text, and More View.
 */
export function AgencyDetailsModal({ agency, onClose, onMoreView }: AgencyDetailsModalProps) {
  const { a, t } = useAgenciesText();
  const m = a.detailModal;
  // The contact person is on the detail; the rest is already on the card's row.
  const detail = useQuery(agencyQuery(agency.id));
  const person = detail.data?.agency.contactPerson;
  const personName = person
    ? [person.salutation, person.firstName, person.middleName, person.lastName]
        .filter(Boolean)
        .join(' ')
    : '';
  const orNot = (value: string | null | undefined, fallback = m.notAvailable) =>
    value && value.trim() !== '' ? value : fallback;

  return (
    <Modal
      isOpen
      isDismissable
      size="lg"
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog
        title={m.title}
        closeLabel={t.common.close}
        footer={
          <div className={office.dialogFooter}>
            <Button variant="secondary" onPress={onClose}>
              {t.common.close}
            </Button>
            <Button
              onPress={() => {
                onClose();
                onMoreView(agency.id);
              }}
            >
              {m.moreView}
            </Button>
          </div>
        }
      >
        <div className={`${layout.column} ${styles.modalBody}`}>
          <Identity
            name={agency.name}
            image={agency.logo}
            shape="square"
            detail={agency.address ?? m.noAddress}
            tone={AGENCY_STATUS_TONE[agency.status]}
            status={a.status[agency.status]}
          />
          <dl className={styles.facts}>
            <Fact label={a.common.country} value={orNot(agency.country)} />
            <Fact label={m.mobile} value={orNot(agency.mobile)} />
            <Fact label={m.email} value={orNot(agency.email)} />
            <Fact label={m.workingTime} value={orNot(agency.workingHours)} />
            <Fact label={m.workingDays} value={orNot(agency.workingDays)} />
            <Fact
              label={m.rating}
              value={
                agency.rating === null ? a.grid.notRated : a.grid.rating(String(agency.rating))
              }
            />
          </dl>
          <Stack elementType="section" gap="3">
            <h3 className={styles.sectionTitle}>{m.about}</h3>
            <p>{orNot(agency.about, m.noAbout)}</p>
          </Stack>
          <Stack elementType="section" gap="3">
            <h3 className={styles.sectionTitle}>{m.contactPerson}</h3>
            <dl className={styles.facts}>
              <Fact label={m.name} value={orNot(personName, a.common.notAvailable)} />
              <Fact
                label={m.designation}
                value={orNot(person?.designation, a.common.notAvailable)}
              />
              <Fact label={m.mobile} value={orNot(person?.mobile, a.common.notAvailable)} />
              <Fact label={m.email} value={orNot(person?.email, a.common.notAvailable)} />
            </dl>
          </Stack>
        </div>
      </Dialog>
    </Modal>
  );
}
