import type { Agency } from '@bayti/data/contract';
import { Avatar, Button, Card, Stack } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { MapPin, MessageCircle, Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { EditAgencyProfileDialog } from './EditAgencyProfileDialog';
import { whatsappLink } from './agency-form';
import { myAgencyQuery } from './queries';
import profileStyles from '../../shared/page/Profile.module.css';
import styles from './AgencyProfile.module.css';

type Text = ReturnType<typeof useMessages>['agencyProfile']['profile'];
type Row = [label: string, value: ReactNode];

/** Agency Profile: the header card, five sections from my-agency (loaded by the route), and Edit. */
export function AgencyProfilePage() {
  const t = useMessages().agencyProfile.profile;
  const { agency } = useSuspenseQuery(myAgencyQuery()).data;
  const [isEditing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');

  return (
    <Stack>
      <Card variant="outlined" padding="lg">
        <Stack direction="row" wrap align="center">
          <Avatar
            name={agency.name}
            src={agency.logo_path ?? undefined}
            alt={agency.logo_path ? t.logoAlt(agency.name) : ''}
            size="xl"
            shape="square"
            maxInitials={2}
          />
          <Stack gap="1" className={profileStyles.identity}>
            <h2 className={profileStyles.name}>{agency.name}</h2>
            <p className={styles.muted}>
              <MapPin aria-hidden className={profileStyles.icon} />{' '}
              {agency.full_address || t.notProvided}
            </p>
          </Stack>
          <Button
            variant="secondary"
            onPress={() => {
              setNotice('');
              setEditing(true);
            }}
          >
            <Pencil aria-hidden size={18} />
            {t.edit}
          </Button>
        </Stack>
      </Card>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <div className={profileStyles.sections}>
        <Card title={t.sections.about} headingLevel={2} variant="outlined" padding="lg">
          <p className={styles.about}>{agency.about || t.noAbout}</p>
        </Card>
        <Details title={t.sections.information} rows={informationRows(t, agency)} />
        <Details title={t.sections.contact} rows={contactRows(t, agency)} />
        <Details title={t.sections.legal} rows={legalRows(t, agency)} />
        <Details title={t.sections.social} rows={socialRows(t, agency)} />
      </div>
      <EditAgencyProfileDialog
        agency={agency}
        isOpen={isEditing}
        onOpenChange={setEditing}
        onSaved={() => {
          setEditing(false);
          setNotice(t.saved);
        }}
      />
    </Stack>
  );
}

function Details({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <Card title={title} headingLevel={2} variant="outlined" padding="lg">
      <dl className={profileStyles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={profileStyles.detail}>
            <dt className={styles.muted}>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const shown = (t: Text, value: string | null) => value || t.notProvided;
const ltr = (t: Text, value: string | null) =>
  value ? <span dir="ltr">{value}</span> : t.notProvided;

function informationRows(t: Text, agency: Agency): Row[] {
  const days = agency.working_days_list.map((day) => t.days[day]).join(t.listSeparator);
  return [
    [t.fields.telephone, ltr(t, agency.mobile_number)],
    [t.fields.email, ltr(t, agency.email)],
    [t.fields.workingDays, days || t.notSpecified],
    [t.fields.workingHours, shown(t, agency.working_hours)],
  ];
}

function contactRows(t: Text, agency: Agency): Row[] {
  return [
    [t.fields.name, shown(t, agency.contact_person)],
    [t.fields.designation, shown(t, agency.contact_person_designation)],
    [t.fields.mobile, ltr(t, agency.contact_person_mobile)],
    [t.fields.email, ltr(t, agency.contact_person_email)],
  ];
}

function legalRows(t: Text, agency: Agency): Row[] {
  return [
    [t.fields.tradeLicence, ltr(t, agency.trade_licence)],
    [t.fields.taxation, ltr(t, agency.taxation)],
    [t.fields.registration, ltr(t, agency.registration)],
  ];
}

const external = (href: string, label: ReactNode) => (
  <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer" dir="ltr">
    {label}
  </a>
);

function socialRows(t: Text, agency: Agency): Row[] {
  const whatsapp = whatsappLink(agency.mobile_number);
  const rows: Row[] = [
    [
      t.fields.website,
      agency.social_link ? external(agency.social_link, agency.social_link) : t.notProvided,
    ],
    [
      t.fields.whatsapp,
      whatsapp
        ? external(
            whatsapp,
            <>
              <MessageCircle aria-hidden className={profileStyles.icon} />
              {agency.mobile_number}
            </>,
          )
        : t.notProvided,
    ],
  ];
  // Facebook, Instagram and X only when present.
  for (const key of ['facebook', 'instagram', 'twitter'] as const) {
    const href = agency[key];
    if (href) rows.push([t.fields[key], external(href, href)]);
  }
  return rows;
}
