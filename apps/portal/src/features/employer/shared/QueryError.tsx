import { QueryError as SharedQueryError, type QueryErrorProps } from '../../shared/QueryError';
import { useEmployerText } from '../use-employer-text';

/** A section of the family's dashboard that could not load, with a way to try again. */
export function QueryError(props: Omit<QueryErrorProps, 'text'>) {
  const { t } = useEmployerText();
  return <SharedQueryError {...props} text={t.common} />;
}
