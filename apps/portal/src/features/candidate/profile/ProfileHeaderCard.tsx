import { Avatar, Button, Card } from '@bayti/ui';
import { Pencil } from 'lucide-react';
import { useMessages } from '../../../i18n/use-messages';
import { useMediaUrl } from './use-media-url';
import styles from '../CandidateDashboard.module.css';

export interface ProfileHeaderCardProps {
  name: string;
  /** Her stored photo's path, or null before she uploads one. */
  photo: string | null;
  onEdit: () => void;
}

/** Who she is at a glance (§2): photo, name, role and the Edit button. */
export function ProfileHeaderCard({ name, photo, onEdit }: ProfileHeaderCardProps) {
  const t = useMessages().candidate.header;
  const media = useMediaUrl(photo);
  return (
    <Card elementType="section" padding="lg" aria-labelledby="candidate-name">
      <div className={styles.headerRow}>
        <Avatar
          name={name}
          size="xl"
          src={media.status === 'ready' ? media.url : undefined}
          alt={t.photo(name)}
        />
        <div className={styles.identity}>
          <h2 id="candidate-name" className={styles.name}>
            {name}
          </h2>
          <p className={styles.role}>{t.role}</p>
        </div>
        <Button variant="secondary" onPress={onEdit} className={styles.editButton}>
          <Pencil aria-hidden className={styles.buttonIcon} />
          {t.edit}
        </Button>
      </div>
    </Card>
  );
}
