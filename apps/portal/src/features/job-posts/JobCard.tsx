import { Card } from '@bayti/ui';
import type { ReactNode } from 'react';
import { JobTerms, type JobTermsOf } from './JobTerms';
import type { JobText } from './use-job-text';

export interface JobCardProps {
  post: JobTermsOf;
  text: JobText;
  /** Beside the title, e.g. the post's state. */
  header?: ReactNode;
  /** Under the terms: what the reader can do. */
  footer?: ReactNode;
  /** Above the terms, e.g. who posted it or how many applied. */
  children?: ReactNode;
  withDuties?: boolean;
}

/** A job as a card of a list ("Nanny in Dubai"): its terms, and what the list adds. */
export function JobCard({ post, text, header, footer, children, withDuties }: JobCardProps) {
  const title = text.titleOf(post);
  return (
    <Card
      elementType="article"
      aria-label={title}
      variant="outlined"
      padding="lg"
      headingLevel={2}
      title={title}
      header={header}
      footer={footer}
    >
      {children}
      <JobTerms post={post} text={text} withDuties={withDuties} />
    </Card>
  );
}
