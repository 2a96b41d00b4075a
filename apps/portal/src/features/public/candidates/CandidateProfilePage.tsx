import {
  SUGGESTED_CANDIDATES,
  normalizeCandidatesParams,
  sizedPhoto,
  type PublicCandidate,
  type Service,
} from '@bayti/data/contract';
import { candidatesRoutes } from '@bayti/data/contract/routes/candidates';
import { Avatar, Button, Card, EmptyState, Link, Skeleton, SkeletonGroup } from '@bayti/ui';
import { useQueries, useSuspenseQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  Baby,
  Building2,
  CalendarDays,
  ChefHat,
  Flag,
  Clock,
  HeartHandshake,
  House,
  MapPin,
  MessagesSquare,
  PawPrint,
  Phone,
  SprayCan,
  Star,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { apiQuery } from '../../../api';
import { authDialogAtom } from '../../../state/auth-dialog';
import { isSignedInAtom, userAtom } from '../../../state/session';
import { DeferredOverlay, lazyOverlay } from '../../shared/DeferredOverlay';

import { ShortlistButton } from './ShortlistButton';
import { ListedByLink } from './ListedByLink';
import { useRecordView } from './use-record-view';
import { useCandidateText } from './use-candidate-text';
import styles from './CandidateProfilePage.module.css';

/**
 * Contact Me's dialog (and what a family without a plan reads there: the plans, in the employer
 * strings) is fetched the first time it opens.
 */
const ContactDialog = lazyOverlay(
  () => import('./ContactDialog').then((module) => module.ContactDialog),
  ['employer'],
);

/** A family's first message to her ("Write to …"), fetched the first time it opens. */
const StartConversationDialog = lazyOverlay(
  () =>
    import('../../shared/conversations/StartConversationDialog').then(
      (module) => module.StartConversationDialog,
    ),
  ['areas', 'employer'],
);

/** What a family without a running plan reads when her message is refused. */
const PlanRequired = lazyOverlay(
  () => import('./PlanRequired').then((module) => module.PlanRequired),
  ['employer'],
);

/** Report this profile's dialog, fetched the first time it opens. */
const ReportDialog = lazyOverlay(() =>
  import('./ReportDialog').then((module) => module.ReportDialog),
);

const SERVICE_ICONS: Record<Service, LucideIcon> = {
  Babycare: Baby,
  Cleaning: SprayCan,
  Cooking: ChefHat,
  Petcare: PawPrint,
  'Elderly Care': HeartHandshake,
  Housekeeping: House,
};

/** The query options the route's loader ensures and the page reads. */
export const candidateProfileQuery = (id: number) =>
  apiQuery(candidatesRoutes.candidate, { params: { id } });

const SUGGESTION_FETCH = SUGGESTED_CANDIDATES + 1;

/** Candidates sharing the position or the nationality, padded with others; never this one. */
export const suggestionQueries = (candidate: Pick<PublicCandidate, 'position' | 'nationality'>) =>
  [
    { position: candidate.position, pageSize: SUGGESTION_FETCH },
    { nationality: candidate.nationality, pageSize: SUGGESTION_FETCH },
    { pageSize: SUGGESTION_FETCH * 2 },
  ].map((filters) =>
    apiQuery(candidatesRoutes.candidates, { query: normalizeCandidatesParams(filters) }),
  );

export interface CandidateProfilePageProps {
  id: number;
  /** Her published reviews, below her skills (the route composes them). */
  reviews?: ReactNode;
}

/** /candidates/$id: who, where, Contact Me, suggestions, About Me, facts, details, skills. */
export function CandidateProfilePage({ id, reviews }: CandidateProfilePageProps) {
  const text = useCandidateText();
  const { t } = text;
  const {
    data: { candidate },
  } = useSuspenseQuery(candidateProfileQuery(id));
  const isSignedIn = useAtomValue(isSignedInAtom);
  const openAuthDialog = useSetAtom(authDialogAtom);
  const [isContactOpen, setContactOpen] = useState(false);
  const [isReportOpen, setReportOpen] = useState(false);
  const [isWriting, setWriting] = useState(false);
  const [isReportSent, setReportSent] = useState(false);
  const isFamily = useAtomValue(userAtom)?.role === 'client';
  useRecordView(candidate.id);

  const contactMe = () => {
    if (isSignedIn) setContactOpen(true);
    else openAuthDialog('sign-in');
  };

  const nationality = text.nationality(candidate.nationality);
  const position = text.position(candidate.position);
  // Her average of published reviews; 0 only without any (a review has 1 to 5 stars).
  const ratingText =
    candidate.rating > 0 ? t.profile.rating(text.decimal(candidate.rating)) : t.profile.notRated;
  const activeText = text.active(candidate.activeAt);
  const quickFacts = [
    { label: t.profile.fields.age, value: text.age(candidate.age) },
    { label: t.profile.fields.experience, value: candidate.experience },
    { label: t.profile.fields.salary, value: text.salary(candidate) },
    { label: t.profile.fields.availableFrom, value: text.date(candidate.availableFrom) },
  ];
  const details = [
    { label: t.profile.fields.position, value: position },
    { label: t.profile.fields.workType, value: text.workType(candidate.status) },
    { label: t.profile.fields.nationality, value: nationality },
    { label: t.profile.fields.location, value: text.location(candidate.location) },
    { label: t.profile.fields.visa, value: text.visa(candidate.visa) },
    { label: t.profile.fields.visaExpiry, value: text.date(candidate.visaExpiry) },
    { label: t.profile.fields.religion, value: t.religion[candidate.religion] },
    { label: t.profile.fields.maritalStatus, value: t.maritalStatus[candidate.maritalStatus] },
    {
      label: t.profile.fields.languages,
      value: candidate.languages.map(text.language).join(text.locale === 'ar' ? '، ' : ', '),
    },
    { label: t.profile.fields.rating, value: ratingText },
  ];

  return (
    <div className={styles.page}>
      <Link href="/candidates" variant="standalone" className={styles.back}>
        {t.profile.back}
      </Link>

      <section className={styles.hero} aria-labelledby="candidate-name">
        <img
          src={sizedPhoto(candidate.image, 'profile')}
          alt={t.profile.photo(candidate.name)}
          width={240}
          height={300}
          // The page's largest paint: fetched ahead of the scripts and styles still loading.
          fetchPriority="high"
          className={styles.photo}
        />
        <div className={styles.identity}>
          <h1 id="candidate-name" className={styles.name}>
            {candidate.name}
          </h1>
          <p className={styles.role}>
            {position} · {text.workType(candidate.status)}
          </p>
          <ul className={styles.meta}>
            <li className={styles.metaItem}>
              <img src={candidate.flag} alt="" width={24} height={16} className={styles.flag} />
              <span>{nationality}</span>
            </li>
            <li className={styles.metaItem}>
              <MapPin aria-hidden className={styles.icon} />
              <span>{text.location(candidate.location)}</span>
            </li>
            <li className={styles.metaItem}>
              <CalendarDays aria-hidden className={styles.icon} />
              <span>{t.profile.listed(text.date(candidate.listedDate))}</span>
            </li>
            {activeText && (
              <li className={styles.metaItem}>
                <Clock aria-hidden className={styles.icon} />
                <span>{activeText}</span>
              </li>
            )}
            {candidate.listedBy && (
              <li className={styles.metaItem}>
                <Building2 aria-hidden className={styles.icon} />
                <ListedByLink listedBy={candidate.listedBy} />
              </li>
            )}
            <li className={styles.metaItem}>
              <Star aria-hidden className={styles.star} />
              <span>{ratingText}</span>
            </li>
          </ul>
          <div className={styles.actions}>
            <Button size="lg" onPress={contactMe}>
              <Phone aria-hidden className={styles.icon} />
              <span>{t.profile.contactMe}</span>
            </Button>
            {isFamily && (
              <Button size="lg" variant="secondary" onPress={() => setWriting(true)}>
                <MessagesSquare aria-hidden className={styles.icon} />
                <span>{t.profile.message}</span>
              </Button>
            )}
            <ShortlistButton candidate={candidate} size="lg" />
          </div>
          {isFamily && !isReportSent && (
            <Button variant="ghost" size="sm" onPress={() => setReportOpen(true)}>
              <Flag aria-hidden className={styles.icon} />
              <span>{t.report.open}</span>
            </Button>
          )}
          <p role="status" className={styles.muted}>
            {isReportSent ? t.report.sent : ''}
          </p>
        </div>
      </section>

      <div className={styles.layout}>
        <div className={styles.main}>
          <Card title={t.profile.aboutMe} headingLevel={2} variant="outlined" padding="lg">
            <div className={styles.about}>
              {candidate.video && (
                // The contract carries no caption file for these videos yet; the description below says the same.
                // eslint-disable-next-line jsx-a11y/media-has-caption
                <video
                  controls
                  preload="metadata"
                  poster={candidate.image}
                  className={styles.video}
                  aria-label={t.profile.video(candidate.name)}
                >
                  <source src={candidate.video} />
                  {t.profile.videoUnsupported}
                </video>
              )}
              <p className={styles.summary}>
                {t.profile.summary(position, nationality, candidate.experience)}
              </p>
              <p className={styles.description}>{candidate.description}</p>
            </div>
          </Card>

          <Card title={t.profile.quickFacts} headingLevel={2} variant="outlined" padding="lg">
            <dl className={styles.facts}>
              {quickFacts.map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt className={styles.term}>{fact.label}</dt>
                  <dd className={styles.factValue}>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </Card>

          <Card title={t.profile.details} headingLevel={2} variant="outlined" padding="lg">
            <dl className={styles.details}>
              {details.map((detail) => (
                <div key={detail.label} className={styles.detail}>
                  <dt className={styles.term}>{detail.label}</dt>
                  <dd className={styles.value}>{detail.value}</dd>
                </div>
              ))}
            </dl>
          </Card>

          <Card title={t.profile.childcare} headingLevel={2} variant="outlined" padding="lg">
            {candidate.childcareExperience.length > 0 ? (
              <ul className={styles.tags}>
                {candidate.childcareExperience.map((band) => (
                  <li key={band} className={styles.tag}>
                    <Baby aria-hidden className={styles.icon} />
                    {t.childcareBand[band]}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{t.profile.noChildcare}</p>
            )}
          </Card>

          <Card title={t.profile.helpWith} headingLevel={2} variant="outlined" padding="lg">
            <ul className={styles.tags}>
              {candidate.services.map((service) => {
                const Icon = SERVICE_ICONS[service];
                return (
                  <li key={service} className={styles.service}>
                    <Icon aria-hidden className={styles.icon} />
                    {text.service(service)}
                  </li>
                );
              })}
            </ul>
          </Card>
          {reviews}
        </div>

        <aside className={styles.aside} aria-labelledby="suggested-title">
          <h2 id="suggested-title" className={styles.asideTitle}>
            {t.profile.suggested}
          </h2>
          <SuggestedCandidates candidate={candidate} />
        </aside>
      </div>

      <DeferredOverlay isOpen={isContactOpen}>
        <ContactDialog
          candidateId={candidate.id}
          candidateName={candidate.name}
          isOpen={isContactOpen}
          onOpenChange={setContactOpen}
        />
      </DeferredOverlay>
      {isWriting && (
        <DeferredOverlay isOpen>
          <StartConversationDialog
            candidateId={candidate.id}
            candidateName={candidate.name}
            onClose={() => setWriting(false)}
            planRequired={<PlanRequired />}
          />
        </DeferredOverlay>
      )}
      {isReportOpen && (
        <DeferredOverlay isOpen>
          <ReportDialog
            candidateId={candidate.id}
            candidateName={candidate.name}
            onClose={() => setReportOpen(false)}
            onSent={() => {
              setReportOpen(false);
              setReportSent(true);
            }}
          />
        </DeferredOverlay>
      )}
    </div>
  );
}

function SuggestedCandidates({ candidate }: { candidate: PublicCandidate }) {
  const text = useCandidateText();
  const results = useQueries({ queries: suggestionQueries(candidate) });
  const isLoading = results.some((result) => result.isPending);
  if (isLoading) {
    return (
      <SkeletonGroup label={text.t.profile.loading}>
        {Array.from({ length: SUGGESTED_CANDIDATES }, (_, index) => (
          <Skeleton key={index} variant="rect" blockSize="3.5rem" />
        ))}
      </SkeletonGroup>
    );
  }
  const seen = new Set([candidate.id]);
  const suggestions: PublicCandidate[] = [];
  for (const other of results.flatMap((result) => result.data?.candidates ?? [])) {
    if (seen.has(other.id)) continue;
    seen.add(other.id);
    suggestions.push(other);
  }

  return (
    <ul className={styles.suggestions}>
      {suggestions.slice(0, SUGGESTED_CANDIDATES).map((other) => (
        <li key={other.id}>
          <Link href={`/candidates/${other.id}`} variant="standalone" className={styles.suggestion}>
            <Avatar name={other.name} src={other.image} alt="" size="md" />
            <span className={styles.suggestionText}>
              <span className={styles.suggestionName}>{other.name}</span>
              <span className={styles.suggestionMeta}>
                <img src={other.flag} alt="" width={18} height={12} className={styles.flag} />
                {text.nationality(other.nationality)} · {text.position(other.position)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** An id that matches nobody. */
export function CandidateNotFound() {
  const { t } = useCandidateText();
  return (
    <div className={styles.page}>
      <EmptyState
        icon={<UserX aria-hidden />}
        title={t.profile.notFoundTitle}
        hint={t.profile.notFoundHint}
        headingLevel={1}
        action={
          <Link href="/candidates" variant="standalone">
            {t.profile.notFoundAction}
          </Link>
        }
      />
    </div>
  );
}

export function CandidateProfileSkeleton() {
  const { t } = useCandidateText();
  return (
    <div className={styles.page}>
      <SkeletonGroup label={t.profile.loading} className={styles.hero}>
        <Skeleton variant="rect" inlineSize="15rem" blockSize="18rem" />
        <Skeleton lines={4} />
      </SkeletonGroup>
    </div>
  );
}
