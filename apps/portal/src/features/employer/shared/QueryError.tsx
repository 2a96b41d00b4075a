import { errorMessageOf } from '@bayti/data/client';
import { Button } from '@bayti/ui';
import { useEmployerText } from '../use-employer-text';
import layout from '../../shared/page/Page.module.css';

/** A section that could not load: the server's message (or ours) and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useEmployerText();
  return (
    <div role="alert" className={layout.alert}>
      <p>{errorMessageOf(error, t.common.loadFailed)}</p>
      <Button size="sm" variant="secondary" onPress={onRetry}>
        {t.common.retry}
      </Button>
    </div>
  );
}
