import type { EmployerProfile } from '@bayti/data/contract';
import { Avatar, Button, Card, Stack } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Mail, MapPin, Pencil, Phone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { profileQuery } from '../queries';
import layout from '../../shared/page/Page.module.css';
import pageStyles from '../shared/EmployerPage.module.css';
import { useEmployerText, type EmployerText } from '../use-employer-text';
import { EditProfileDialog } from './EditProfileDialog';
import { FAMILY_GROUPS } from './profile-form';
import profileStyles from '../../shared/page/Profile.module.css';
import styles from './ProfilePage.module.css';

/** Profile: the header card, the three sections as stored, and Edit Profile. */
export function ProfilePage() {
  const text = useEmployerText();
  const { t } = text;
  const {
    data: { profile },
  } = useSuspenseQuery(profileQuery());
  const [isEditing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');

  return (
    <Stack gap="6">
      <Card variant="outlined" padding="lg">
        <Stack direction="row" wrap align="center">
          <Avatar name={profile.name} alt="" size="xl" />
          <Stack gap="1" className={profileStyles.identity}>
            <h2 className={profileStyles.name}>{profile.name}</h2>
            <p className={pageStyles.muted}>{profile.role || t.profile.roleLabel}</p>
            <ul className={styles.contacts}>
              <li>
                <Mail aria-hidden className={profileStyles.icon} />
                <span dir="ltr">{profile.email}</span>
              </li>
              {profile.mobile && (
                <li>
                  <Phone aria-hidden className={profileStyles.icon} />
                  <span dir="ltr">{profile.mobile}</span>
                </li>
              )}
              {profile.address && (
                <li>
                  <MapPin aria-hidden className={profileStyles.icon} />
                  <span>{profile.address}</span>
                </li>
              )}
            </ul>
          </Stack>
          <Button
            variant="secondary"
            onPress={() => {
              setNotice('');
              setEditing(true);
            }}
          >
            <Pencil aria-hidden size={18} />
            {t.profile.edit}
          </Button>
        </Stack>
      </Card>
      <p role="status" className={layout.notice}>
        {notice}
      </p>
      <div className={profileStyles.sections}>
        <Details title={t.profile.sections.profile} rows={profileRows(text, profile)} />
        <Details title={t.profile.sections.family} rows={familyRows(text, profile)} />
        <Details title={t.profile.sections.staff} rows={staffRows(text, profile)} />
      </div>
      <EditProfileDialog
        profile={profile}
        isOpen={isEditing}
        onOpenChange={setEditing}
        onSaved={() => {
          setEditing(false);
          setNotice(t.profile.saved);
        }}
      />
    </Stack>
  );
}

type Row = [label: string, value: ReactNode];

function Details({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <Card title={title} headingLevel={2} variant="outlined" padding="lg">
      <dl className={profileStyles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={profileStyles.detail}>
            <dt className={pageStyles.muted}>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const shown = ({ t }: EmployerText, value: string | null) => value || t.profile.notProvided;

function profileRows(text: EmployerText, profile: EmployerProfile): Row[] {
  const { t } = text;
  const f = t.profile.fields;
  return [
    [f.role, shown(text, profile.role)],
    [f.age, profile.age === null ? t.profile.notProvided : text.number(profile.age)],
    [f.gender, profile.gender ? t.gender[profile.gender] : t.profile.notProvided],
    [
      f.maritalStatus,
      profile.maritalStatus ? t.maritalStatus[profile.maritalStatus] : t.profile.notProvided,
    ],
    [f.nationality, shown(text, profile.nationality)],
    [f.occupation, shown(text, profile.occupation)],
    [f.income, shown(text, profile.income)],
  ];
}

function familyRows(text: EmployerText, profile: EmployerProfile): Row[] {
  const { t } = text;
  const separator = text.locale === 'ar' ? '، ' : ', ';
  return [
    [t.profile.fields.spouseCount, text.number(profile.family.spouseCount)],
    ...FAMILY_GROUPS.map((group): Row => {
      const members = profile.family[group];
      return [
        t.profile.groups[group],
        members.length === 0
          ? t.profile.noMembers
          : members
              .map((member) =>
                [member.relation, t.gender[member.gender], text.number(member.age)]
                  .filter(Boolean)
                  .join(' · '),
              )
              .join(separator),
      ];
    }),
  ];
}

function staffRows(text: EmployerText, profile: EmployerProfile): Row[] {
  const { t } = text;
  const f = t.profile.fields;
  const staff = profile.staff;
  return [
    [f.department, shown(text, staff.department)],
    [f.staffRole, shown(text, staff.role)],
    [f.teamSize, text.number(staff.teamSize)],
    [f.supervisor, shown(text, staff.supervisor)],
    [f.joiningDate, staff.joiningDate ? text.longDate(staff.joiningDate) : t.profile.notProvided],
  ];
}
