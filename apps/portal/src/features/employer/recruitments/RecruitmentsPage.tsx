import {
  EMPLOYER_DOCUMENT_STAGES,
  type EmployerDocumentStage,
  type RecruitmentRecord,
} from '@bayti/data/contract';
import {
  createColumnHelper,
  DataTable,
  Link,
  StatusBadge,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@bayti/ui';
import { recruitmentsQuery } from '../queries';
import { parseRecruitmentsSearch, type RecruitmentsSearch } from '../search';
import { ListToolbar } from '../../shared/list/ListToolbar';
import { serialColumn } from '../shared/columns';
import layout from '../../shared/page/Page.module.css';
import styles from '../shared/EmployerPage.module.css';
import { tablePagination } from '../shared/pagination';
import type { SearchChange } from '../shared/search-change';
import { useEmployerText, type EmployerText } from '../use-employer-text';
import { useShownQuery } from '../../shared/list/use-shown-query';

export interface RecruitmentsPageProps {
  search: RecruitmentsSearch;
  onSearchChange: SearchChange<RecruitmentsSearch>;
}

const TABS = ['all', ...EMPLOYER_DOCUMENT_STAGES] as const;
const column = createColumnHelper<RecruitmentRecord>();

const recruitmentColumns = (text: EmployerText) => {
  const { t } = text;
  const c = t.recruitments.columns;
  const plain = { enableSorting: false } as const;
  return [
    serialColumn<RecruitmentRecord>(text),
    column.accessor('name', {
      header: c.name,
      ...plain,
      cell: ({ row }) => (
        <Link href={`/candidates/${row.original.candidateId}`} variant="standalone">
          {row.original.name}
        </Link>
      ),
    }),
    column.accessor('nationality', {
      header: c.nationality,
      cell: (info) => text.nationality(info.getValue()),
      ...plain,
    }),
    column.accessor('status', {
      header: c.stage,
      ...plain,
      cell: (info) => <StatusBadge tone="info">{t.stage[info.getValue()]}</StatusBadge>,
    }),
    column.accessor('appliedDate', {
      header: c.appliedDate,
      cell: (info) => text.date(info.getValue()),
      ...plain,
    }),
  ];
};

/**
 * Recruitments: each hired candidate's paperwork by document stage, as tabs with counts, and
 * a search over name and nationality; both in the URL.
 */
export function RecruitmentsPage({ search, onSearchChange }: RecruitmentsPageProps) {
  const text = useEmployerText();
  const { t } = text;
  // While another tab or search loads, the rows of the last one stay.
  const {
    data: { items, counts },
    isUpdating,
  } = useShownQuery(search, recruitmentsQuery);
  const tab = search.stage ?? 'all';
  const change = (next: RecruitmentsSearch, replace = false) =>
    onSearchChange(parseRecruitmentsSearch(next), { replace });

  return (
    <div className={`${layout.column} ${styles.page}`}>
      <ListToolbar
        text={t.common}
        searchLabel={t.recruitments.searchLabel}
        searchPlaceholder={t.recruitments.searchPlaceholder}
        search={search.search}
        onSearch={(value) => change({ ...search, search: value }, true)}
        canClear={Boolean(search.search)}
        onClear={() => change({ stage: search.stage })}
        clearAtEnd
      />
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) =>
          change({
            ...search,
            stage: key === 'all' ? undefined : (key as EmployerDocumentStage),
          })
        }
      >
        <TabList aria-label={t.recruitments.tabs}>
          {TABS.map((id) => (
            <Tab key={id} id={id} count={text.number(counts[id])}>
              {id === 'all' ? t.common.all : t.stage[id]}
            </Tab>
          ))}
        </TabList>
        {TABS.map((id) => (
          <TabPanel key={id} id={id} className={styles.tabPanel}>
            <DataTable
              isUpdating={isUpdating}
              label={t.recruitments.table}
              columns={recruitmentColumns(text)}
              data={items}
              getRowId={(row) => String(row.id)}
              emptyText={t.common.noResult}
              emptyHint={search.search ? undefined : t.recruitments.emptyHint}
              pagination={tablePagination(text)}
            />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
