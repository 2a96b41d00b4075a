import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DeferredOverlay, lazyOverlay } from '../../shared/DeferredOverlay';
import { profileQuery } from '../queries';
import { FeeReportCard } from './FeeReportCard';
import { ListingCard } from './ListingCard';
import { ProfileDetails } from './ProfileDetails';
import { ProfileHeaderCard } from './ProfileHeaderCard';
import layout from '../../shared/page/Page.module.css';
import styles from '../CandidateDashboard.module.css';

/** The editor (its form fields, the date picker and calendar) is fetched when it first opens. */
const EditProfileModal = lazyOverlay(() =>
  import('./EditProfileModal').then((module) => module.EditProfileModal),
);

/**
 * The Profile section: header card, listing state, where to report being asked to pay, the
 * read-only profile and its editor.
 */
export function ProfilePage() {
  const { data: state } = useSuspenseQuery(profileQuery());
  const [isEditing, setEditing] = useState(false);
  return (
    <div className={`${layout.column} ${styles.page}`}>
      <ProfileHeaderCard
        name={state.name}
        photo={state.profile.image}
        onEdit={() => setEditing(true)}
      />
      <ListingCard state={state} />
      <FeeReportCard />
      <ProfileDetails name={state.name} profile={state.profile} />
      <DeferredOverlay isOpen={isEditing}>
        <EditProfileModal state={state} isOpen={isEditing} onOpenChange={setEditing} />
      </DeferredOverlay>
    </div>
  );
}
