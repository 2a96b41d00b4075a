import {
  AGE_MAX,
  AGE_MIN,
  SALARY_BANDS,
  type CandidateFilters as Filters,
} from '@bayti/data/contract';
import { Checkbox, NativeSelect, Slider, TextField, type SelectOption } from '@bayti/ui';
import { useState } from 'react';
import { useSearchDraft } from '../../shared/list/use-search-draft';
import type { CandidatesSearch } from './candidates-search';
import { useCandidateText } from './use-candidate-text';
import styles from './CandidatesPage.module.css';

const ANY = 'any';
/** The public filter's positions; Housemaid occurs in data but is not offered. */
const FILTER_POSITIONS = ['Nanny', 'Maid', 'Cook', 'Driver'] as const;
const FILTER_WORK_TYPES = ['Live-in', 'Live-out', 'Part-time'] as const;
/** The visa filter offers the two visas a family can hire on. */
const FILTER_VISAS = ['Own Visa', 'Company Visa'] as const;
const TEXT_COMMIT_DELAY_MS = 400;

export interface CandidateFiltersProps {
  search: CandidatesSearch;
  onChange: (patch: Partial<Filters>) => void;
}

/**
 * Every filter of the public list, controlled by the URL's search params. The dropdowns are
 * native selects: the panel is on screen at first paint, and Select's list machinery would weigh
 * on the page.
 */
export function CandidateFilters({ search, onChange }: CandidateFiltersProps) {
  const text = useCandidateText();
  const { t } = text;
  const withAny = (options: SelectOption[]): SelectOption[] => [
    { id: ANY, label: t.filters.any },
    ...options,
  ];
  const pick =
    <K extends keyof Filters>(key: K) =>
    (value: string) =>
      onChange({ [key]: value === ANY ? undefined : value } as Partial<Filters>);

  return (
    <>
      <NativeSelect
        label={t.filters.position}
        items={withAny(FILTER_POSITIONS.map((id) => ({ id, label: text.position(id) })))}
        value={search.position ?? ANY}
        onChange={pick('position')}
      />
      <NativeSelect
        label={t.filters.workType}
        items={withAny(FILTER_WORK_TYPES.map((id) => ({ id, label: text.workType(id) })))}
        value={search.workType ?? ANY}
        onChange={pick('workType')}
      />
      <NativeSelect
        label={t.filters.visa}
        items={withAny(FILTER_VISAS.map((id) => ({ id, label: text.visa(id) })))}
        value={search.visa ?? ANY}
        onChange={pick('visa')}
      />
      <DeferredTextField
        label={t.filters.location}
        placeholder={t.filters.locationPlaceholder}
        value={search.location}
        onCommit={(location) => onChange({ location })}
      />
      <DeferredTextField
        label={t.filters.skills}
        placeholder={t.filters.skillsPlaceholder}
        value={search.skills}
        onCommit={(skills) => onChange({ skills })}
      />
      <Checkbox
        isSelected={search.babycare === true}
        onChange={(babycare) => onChange({ babycare })}
      >
        {t.filters.babycare}
      </Checkbox>
      <AgeSlider value={search.maxAge ?? AGE_MAX} onCommit={(maxAge) => onChange({ maxAge })} />
      <NativeSelect
        label={t.filters.salary}
        items={withAny(
          SALARY_BANDS.map((band) => ({
            id: band.key,
            label: t.filters.salaryBand(
              text.number(band.min),
              band.max === null ? null : text.number(band.max),
            ),
          })),
        )}
        value={search.salary ?? ANY}
        onChange={pick('salary')}
      />
    </>
  );
}

/** A text filter that updates the URL once typing pauses, not on every key. */
function DeferredTextField({
  label,
  placeholder,
  value = '',
  onCommit,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
}) {
  const { draft, setDraft, changed, submit } = useSearchDraft(
    value,
    onCommit,
    TEXT_COMMIT_DELAY_MS,
  );

  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={setDraft}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && changed) submit();
      }}
    />
  );
}

/** The upper age bound; the lower one is fixed at AGE_MIN. Commits when the thumb is let go. */
function AgeSlider({ value, onCommit }: { value: number; onCommit: (maxAge: number) => void }) {
  const text = useCandidateText();
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    setCommitted(value);
    setDraft(value);
  }
  return (
    <Slider<number>
      className={styles.slider}
      label={text.t.filters.age}
      minValue={AGE_MIN}
      maxValue={AGE_MAX}
      step={1}
      value={draft}
      onChange={setDraft}
      onChangeEnd={(next) => {
        if (next !== committed) onCommit(next);
      }}
      formatOutput={([max]) => text.t.filters.ageRange(max ?? AGE_MAX, { min: AGE_MIN })}
    />
  );
}
