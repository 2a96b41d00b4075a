import { EmptyState, Link } from '@bayti/ui';
import { useMessages } from '../../i18n/use-messages';

export function NotFoundPage() {
  const t = useMessages();
  return (
    <EmptyState
      title={t.notFound.title}
      headingLevel={1}
      hint={t.notFound.hint}
      action={<Link href="/">{t.notFound.back}</Link>}
    />
  );
}
