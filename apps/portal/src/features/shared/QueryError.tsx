import { errorMessageOf } from '@bayti/data/client';
import { Button } from '@bayti/ui';
import layout from './page/Page.module.css';

export interface QueryErrorProps {
  error: unknown;
  onRetry: () => void;
  /** The fallback message and the retry button's label, in the page's words. */
  text: { loadFailed: string; retry: string };
  className?: string | undefined;
}

/** A section that could not load: the server's message (or ours) and a way to try again. */
export function QueryError({ error, onRetry, text, className }: QueryErrorProps) {
  return (
    <div role="alert" className={className ? `${layout.alert} ${className}` : layout.alert}>
      <p>{errorMessageOf(error, text.loadFailed)}</p>
      <Button size="sm" variant="secondary" onPress={onRetry}>
        {text.retry}
      </Button>
    </div>
  );
}
