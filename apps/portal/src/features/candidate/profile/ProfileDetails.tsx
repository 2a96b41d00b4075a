import type { StoredSelfProfile } from '@bayti/data/contract';
import { Card } from '@bayti/ui';
import type { ReactNode } from 'react';
import { useCandidateFormat } from '../use-candidate-format';
import { IntroductionVideo } from './IntroductionVideo';
import layout from '../../shared/page/Page.module.css';
import styles from '../CandidateDashboard.module.css';

interface Fact {
  label: string;
  value: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} headingLevel={3} variant="outlined" padding="md" elementType="section">
      {children}
    </Card>
  );
}

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ label, value }) => (
        <div key={label} className={`${layout.column} ${styles.fact}`}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Chips({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={`${layout.bareList} ${styles.chips}`}>
      {items.map((item) => (
        <li key={item} className={styles.chip}>
          {item}
        </li>
      ))}
    </ul>
  );
}

export interface ProfileDetailsProps {
  name: string;
  profile: StoredSelfProfile;
}

/** The read-only profile, section by section, from what she stored. */
export function ProfileDetails({ name, profile }: ProfileDetailsProps) {
  const f = useCandidateFormat();
  const { t } = f;
  const sections = t.profile.sections;
  const labels = t.fields;

  return (
    <div className={styles.sections}>
      <Section title={sections.personal}>
        <Facts
          facts={[
            { label: labels.nationality, value: f.optional('nationality', profile.nationality) },
            { label: labels.religion, value: f.optional('religion', profile.religion) },
            {
              label: labels.maritalStatus,
              value: f.optional('maritalStatus', profile.maritalStatus),
            },
            { label: labels.dateOfBirth, value: f.date(profile.dateOfBirth) },
            { label: labels.age, value: f.years(profile.age) },
            { label: labels.gender, value: f.optional('gender', profile.gender) },
          ]}
        />
      </Section>
      <Section title={sections.visa}>
        <Facts
          facts={[
            { label: labels.visaStatus, value: f.optional('visaStatus', profile.visaStatus) },
            { label: labels.visaExpiry, value: f.date(profile.visaExpiry) },
          ]}
        />
      </Section>
      <Section title={sections.experience}>
        <Facts
          facts={[
            { label: labels.experience, value: f.optional('experience', profile.experience) },
            { label: labels.childcare, value: f.list('childcare', profile.childcare) },
          ]}
        />
      </Section>
      <Section title={sections.kids}>
        <Chips
          empty={t.profile.noKids}
          items={profile.kids.map((kid, index) =>
            t.profile.kid(kid.age, { position: index + 1, gender: f.option('gender', kid.gender) }),
          )}
        />
      </Section>
      <Section title={sections.languages}>
        <Chips
          empty={t.profile.noneListed}
          items={profile.languages.map((language) => f.option('languages', language))}
        />
      </Section>
      <Section title={sections.skills}>
        <Chips
          empty={t.profile.noneListed}
          items={profile.skills.map((skill) => f.option('skills', skill))}
        />
      </Section>
      <Section title={sections.jobPreferences}>
        <Facts
          facts={[
            {
              label: labels.jobPreference,
              value: f.optional('jobPreference', profile.jobPreference),
            },
            { label: labels.location, value: f.text(profile.location) },
            { label: labels.salary, value: f.salary(profile.salary) },
          ]}
        />
      </Section>
      <Section title={sections.availability}>
        <Facts
          facts={[
            {
              label: labels.availableFrom,
              value: profile.immediateAvailable
                ? t.profile.immediately
                : f.date(profile.availableFrom),
            },
          ]}
        />
      </Section>
      <div className={styles.wide}>
        <Section title={sections.video}>
          <IntroductionVideo name={name} path={profile.video} />
        </Section>
      </div>
    </div>
  );
}
