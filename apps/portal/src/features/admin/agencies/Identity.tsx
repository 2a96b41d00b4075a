import { Avatar, Stack, StatusBadge, type StatusBadgeProps } from '@bayti/ui';
import type { ReactNode } from 'react';
import styles from './Agencies.module.css';

export interface IdentityProps {
  name: string;
  /** The logo or photo; the initials stand in without one. */
  image: string | null;
  /** Agencies show a square logo, people a round photo. */
  shape?: 'square';
  /** The line under the name, e.g. the address. */
  detail: ReactNode;
  tone: StatusBadgeProps['tone'];
  status: string;
}

/** The top of an agency's or a client's details: picture, name, a line about them, status. */
export function Identity({ name, image, shape, detail, tone, status }: IdentityProps) {
  return (
    <Stack direction="row" align="center">
      <Avatar name={name} src={image ?? undefined} size="lg" shape={shape} />
      <Stack gap="1">
        <span className={styles.name}>{name}</span>
        <span className={styles.muted}>{detail}</span>
        <span>
          <StatusBadge tone={tone}>{status}</StatusBadge>
        </span>
      </Stack>
    </Stack>
  );
}
