import type { PublicJobPost } from '@bayti/data/contract';
import cards from '../shared/page/CardList.module.css';
import layout from '../shared/page/Page.module.css';
import type { JobText } from './use-job-text';
import styles from './JobPosts.module.css';

/** A job's terms, whoever reads them (the public, its family, an admin). */
export type JobTermsOf = Omit<PublicJobPost, 'publishedAt'>;

export interface JobTermsProps {
  post: JobTermsOf;
  text: JobText;
  /** The duties too (a job's page and the family's own list), or only the short terms (a card). */
  withDuties?: boolean;
  /** The Duties heading's level: under the page's h1 (a job's page) or a card's h2. */
  headingLevel?: 2 | 3;
}

/** A job's terms as labelled pairs: salary, start, work type, day off, accommodation, languages. */
export function JobTerms({ post, text, withDuties = false, headingLevel = 3 }: JobTermsProps) {
  const Heading = `h${headingLevel}` as const;
  const { j } = text;
  const terms: [string, string][] = [
    [j.terms.salary, text.salaryOf(post)],
    [j.terms.startOn, text.date(post.startOn)],
    [j.terms.workType, text.workTypeOf(post)],
    [j.terms.dayOff, text.day[post.dayOff]],
    [j.terms.accommodation, text.accommodation[post.accommodation]],
    [
      j.terms.languages,
      post.languages.length > 0
        ? post.languages.map((language) => j.language[language]).join(', ')
        : j.terms.noLanguages,
    ],
  ];
  return (
    <>
      <dl className={`${layout.bareList} ${styles.terms}`}>
        {terms.map(([term, value]) => (
          <div key={term} className={cards.term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {withDuties && (
        <div className={styles.duties}>
          <Heading className={styles.dutiesTitle}>{j.terms.duties}</Heading>
          <p>{post.duties}</p>
        </div>
      )}
    </>
  );
}
