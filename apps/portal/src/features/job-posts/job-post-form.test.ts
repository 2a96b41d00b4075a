import { describe, expect, it } from 'vitest';
import { checkJobPost, emptyJobPostDraft } from './job-post-form';

const words = { position: 'Choose the position', salaryMaxAed: 'Not below the lowest' };

describe('checkJobPost', () => {
  it('names every missing term on its field, in the words given', () => {
    const checked = checkJobPost(emptyJobPostDraft, words);
    expect('errors' in checked && Object.keys(checked.errors).sort()).toEqual(
      [
        'accommodation',
        'dayOff',
        'duties',
        'emirate',
        'position',
        'salaryMaxAed',
        'salaryMinAed',
        'startOn',
        'workType',
      ].sort(),
    );
    expect('errors' in checked && checked.errors.position).toBe('Choose the position');
  });

  it('reads salaries typed with separators and refuses a band upside down', () => {
    const draft = {
      ...emptyJobPostDraft,
      position: 'Nanny' as const,
      workType: 'Live-in' as const,
      emirate: 'Dubai' as const,
      salaryMinAed: '2,500',
      salaryMaxAed: '2 000',
      startOn: '2026-12-20',
      duties: 'Care for two children',
      dayOff: 'friday' as const,
      accommodation: 'private_room' as const,
      languages: ['English'],
    };
    const upside = checkJobPost(draft, words);
    expect('errors' in upside && upside.errors).toEqual({ salaryMaxAed: 'Not below the lowest' });
    const fine = checkJobPost({ ...draft, salaryMaxAed: '3,000' }, words);
    expect('body' in fine && fine.body).toMatchObject({ salaryMinAed: 2500, salaryMaxAed: 3000 });
  });
});
