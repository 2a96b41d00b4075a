import type { Interview } from '@bayti/data/contract';
import { EmptyState } from '@bayti/ui';
import { CalendarClock } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import layout from '../shared/page/Page.module.css';
import cards from '../shared/page/CardList.module.css';

export interface InterviewGroupsProps {
  items: Interview[];
  /** The titles of the two groups: still open (proposed or agreed), and earlier ones. */
  openTitle: string;
  earlierTitle: string;
  empty: { title: string; hint: string; action?: ReactNode };
  children: (interview: Interview) => ReactNode;
}

const isOpen = (interview: Interview) =>
  interview.status === 'proposed' || interview.status === 'agreed';

/**
 * A side's interviews in two titled groups, open ones (proposed or agreed) first, then the
 * earlier ones; or, with none, what will appear here.
 */
export function InterviewGroups({
  items,
  openTitle,
  earlierTitle,
  empty,
  children,
}: InterviewGroupsProps) {
  const openId = useId();
  const earlierId = useId();
  if (items.length === 0)
    return (
      <EmptyState
        icon={<CalendarClock aria-hidden />}
        title={empty.title}
        hint={empty.hint}
        action={empty.action}
        headingLevel={2}
      />
    );
  const group = (id: string, title: string, interviews: Interview[]) =>
    interviews.length > 0 && (
      <section aria-labelledby={id} className={`${layout.column} ${cards.group}`}>
        <h2 id={id} className={cards.groupTitle}>
          {title}
        </h2>
        <ul className={`${layout.bareList} ${layout.column} ${cards.list}`}>
          {interviews.map((interview) => (
            <li key={interview.id}>{children(interview)}</li>
          ))}
        </ul>
      </section>
    );
  return (
    <>
      {group(openId, openTitle, items.filter(isOpen))}
      {group(
        earlierId,
        earlierTitle,
        items.filter((interview) => !isOpen(interview)),
      )}
    </>
  );
}
