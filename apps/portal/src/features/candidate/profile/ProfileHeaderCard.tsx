import { Avatar, Button, Card, Stack } from '@bayti/ui';
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

/** Who she is at a glance: photo, name, role and the Edit button. */
export function ProfileHeaderCard({ name, photo, onEdit }: ProfileHeaderCardProps) {
  const t = useMessages().candidate.header;
  const media = useMediaUrl(photo);
  return (
    <Card elementType="section" padding="lg" aria-labelledby="candidate-name">
      <Stack direction="row" wrap align="center">
        <Avatar
          name={name}
          size="xl"
          src={media.status === 'ready' ? media.url : undefined}
          alt={t.photo(name)}
        />
        <Stack gap="1" className={styles.identity}>
          <h2 id="candidate-name" className={styles.name}>
            {name}
          </h2>
          <p className={styles.role}>{t.role}</p>
        </Stack>
        <Button variant="secondary" onPress={onEdit} className={styles.editButton}>
          <Pencil aria-hidden className={styles.buttonIcon} />
          {t.edit}
        </Button>
      </Stack>
    </Card>
  );
}
