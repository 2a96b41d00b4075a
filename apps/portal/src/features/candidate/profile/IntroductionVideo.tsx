import { Skeleton } from '@bayti/ui';
import { useMessages } from '../../../i18n/use-messages';
import { useMediaUrl } from './use-media-url';
import styles from '../CandidateDashboard.module.css';

export interface IntroductionVideoProps {
  name: string;
  /** The stored video's path, or null before she uploads one. */
  path: string | null;
}

/** Her introduction video as families will see it, or how to add one. */
export function IntroductionVideo({ name, path }: IntroductionVideoProps) {
  const t = useMessages().candidate.profile;
  const media = useMediaUrl(path);
  if (media.status === 'none') return <p className={styles.muted}>{t.noVideo}</p>;
  if (media.status === 'failed') return <p className={styles.muted}>{t.videoFailed}</p>;
  if (media.status === 'loading') {
    return <Skeleton variant="rect" blockSize="12rem" label={t.videoLoading} />;
  }
  return (
    // She recorded it herself; the profile's written fields say the same, so no caption file.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      controls
      preload="metadata"
      src={media.url}
      className={styles.video}
      aria-label={t.videoLabel(name)}
    >
      {t.videoUnsupported}
    </video>
  );
}
