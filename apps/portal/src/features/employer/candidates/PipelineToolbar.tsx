import { PIPELINE_DATE_FIELDS } from '@bayti/data/contract';
import { DatePicker, Select } from '@bayti/ui';
import { parseDate } from '@internationalized/date';
import { ListToolbar } from '../../shared/list/ListToolbar';
import {
  clearedPipeline,
  hasPipelineFilters,
  sortChoiceOf,
  withPipeline,
  withSortChoice,
  type PipelineSearch,
} from '../search';
import listLayout from '../../shared/list/List.module.css';
import type { SearchChange } from '../shared/search-change';
import { useEmployerText } from '../use-employer-text';

export interface PipelineToolbarProps {
  search: PipelineSearch;
  onSearchChange: SearchChange<PipelineSearch>;
}

/**
 * Search (name, position, age, gender), the date filter (interview or selection date, on one day
 * exactly), the sort and Clear: all in the URL.
 */
export function PipelineToolbar({ search, onSearchChange }: PipelineToolbarProps) {
  const { t } = useEmployerText();
  const c = t.candidates;
  // The filter reads one day; a range typed into the URL by hand shows its first day.
  const day = search.from ?? search.to;

  return (
    <ListToolbar
      text={t.common}
      searchLabel={c.searchLabel}
      searchPlaceholder={c.searchPlaceholder}
      search={search.search}
      onSearch={(value) =>
        onSearchChange(withPipeline(search, { search: value }), { replace: true })
      }
      sort={{
        label: t.common.sort,
        defaultLabel: t.common.sortDefault,
        options: c.sorts,
        value: sortChoiceOf(search),
        onChange: (choice) => onSearchChange(withSortChoice(search, choice)),
      }}
      canClear={hasPipelineFilters(search)}
      onClear={() => onSearchChange(clearedPipeline(search))}
      clearAtEnd
      filters={
        <>
          <Select
            className={listLayout.sort}
            label={c.dateField}
            items={[
              { id: '', label: c.dateAny },
              ...PIPELINE_DATE_FIELDS.map((field) => ({ id: field, label: c.dateFields[field] })),
            ]}
            selectedKey={search.dateField ?? ''}
            onSelectionChange={(key) =>
              onSearchChange(
                key
                  ? withPipeline(search, { dateField: key as PipelineSearch['dateField'] })
                  : withPipeline(search, { dateField: undefined, from: undefined, to: undefined }),
              )
            }
          />
          <DatePicker
            className={listLayout.sort}
            label={c.date}
            isDisabled={!search.dateField}
            value={day ? parseDate(day) : null}
            onChange={(value) => {
              const iso = value ? value.toString() : undefined;
              onSearchChange(withPipeline(search, { from: iso, to: iso }));
            }}
            calendarButtonLabel={t.move.calendar}
            previousMonthLabel={t.move.previousMonth}
            nextMonthLabel={t.move.nextMonth}
          />
        </>
      }
    />
  );
}
