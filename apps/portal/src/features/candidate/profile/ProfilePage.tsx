import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { profileQuery } from '../queries';
import { EditProfileModal } from './EditProfileModal';
import { ListingCard } from './ListingCard';
import { ProfileDetails } from './ProfileDetails';
import { ProfileHeaderCard } from './ProfileHeaderCard';
import styles from '../CandidateDashboard.module.css';

/** The Profile section (§2): header card, listing state, the read-only profile and its editor. */
export function ProfilePage() {
  const { data: state } = useSuspenseQuery(profileQuery());
  const [isEditing, setEditing] = useState(false);
  return (
    <div className={styles.page}>
      <ProfileHeaderCard
        name={state.name}
        photo={state.profile.image}
        onEdit={() => setEditing(true)}
      />
      <ListingCard state={state} />
      <ProfileDetails name={state.name} profile={state.profile} />
      <EditProfileModal state={state} isOpen={isEditing} onOpenChange={setEditing} />
    </div>
  );
}
