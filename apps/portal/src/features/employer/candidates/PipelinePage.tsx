import {
  EMPLOYER_PIPELINE_STATUSES,
  type EmployerPipelineCandidate,
  type EmployerPipelineStatus,
} from '@bayti/data/contract';
import { Button, DataTable, Link, Tab, TabList, TabPanel, Tabs } from '@bayti/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pipelineQuery } from '../queries';
import { clearedPipeline, hasPipelineFilters, withPipeline, type PipelineSearch } from '../search';
import styles from '../shared/EmployerPage.module.css';
import { tablePagination } from '../shared/pagination';
import { QueryError } from '../shared/QueryError';
import type { SearchChange } from '../shared/search-change';
import { useEmployerText } from '../use-employer-text';
import { MoveDialog } from './MoveDialog';
import type { MoveAction } from './moves';
import { pipelineColumns } from './pipeline-columns';
import { PipelineToolbar } from './PipelineToolbar';

export interface PipelinePageProps {
  /** The validated search params of /dashboard/employer/candidates. */
  search: PipelineSearch;
  onSearchChange: SearchChange<PipelineSearch>;
}

const TABS = ['all', ...EMPLOYER_PIPELINE_STATUSES] as const;
type PipelineTab = (typeof TABS)[number];

/**
 * Candidates (§2): the family's pipeline by status, with counts on the tabs, search, date filter,
 * sort and Clear in the URL, and per row the moves the server allows.
 */
export function PipelinePage({ search, onSearchChange }: PipelinePageProps) {
  const text = useEmployerText();
  const { t } = text;
  const query = useQuery({ ...pipelineQuery(search), placeholderData: keepPreviousData });
  const [move, setMove] = useState<{ entry: EmployerPipelineCandidate; action: MoveAction } | null>(
    null,
  );
  const [notice, setNotice] = useState('');
  const tab: PipelineTab = search.status ?? 'all';
  const counts = query.data?.counts;
  const filtered = hasPipelineFilters(search);

  const openMove = (entry: EmployerPipelineCandidate, action: MoveAction) => {
    setNotice('');
    setMove({ entry, action });
  };

  return (
    <div className={styles.page}>
      <PipelineToolbar search={search} onSearchChange={onSearchChange} />
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {query.isError && !query.data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) =>
            onSearchChange(
              withPipeline(search, {
                status: key === 'all' ? undefined : (key as EmployerPipelineStatus),
              }),
            )
          }
        >
          <TabList aria-label={t.candidates.tabs}>
            {TABS.map((id) => (
              <Tab key={id} id={id} count={counts ? text.number(counts[id]) : undefined}>
                {id === 'all' ? t.common.all : t.status[id]}
              </Tab>
            ))}
          </TabList>
          {TABS.map((id) => (
            <TabPanel key={id} id={id} className={styles.tabPanel}>
              <DataTable
                label={t.candidates.table}
                columns={pipelineColumns(text, id, openMove)}
                data={query.data?.items ?? []}
                getRowId={(row) => String(row.id)}
                isLoading={query.isPending}
                loadingText={t.common.loading}
                emptyText={t.common.noResult}
                emptyHint={filtered ? undefined : t.candidates.emptyHint}
                emptyAction={
                  filtered ? (
                    <Button
                      variant="secondary"
                      onPress={() => onSearchChange(clearedPipeline(search))}
                    >
                      {t.common.clear}
                    </Button>
                  ) : (
                    <Link href="/candidates" variant="standalone">
                      {t.candidates.browse}
                    </Link>
                  )
                }
                pagination={tablePagination(text)}
              />
            </TabPanel>
          ))}
        </Tabs>
      )}
      {move && (
        <MoveDialog
          entry={move.entry}
          action={move.action}
          onClose={() => setMove(null)}
          onMoved={(moved) => {
            setMove(null);
            setNotice(t.candidates.moved(moved.name, t.status[moved.status]));
          }}
        />
      )}
    </div>
  );
}
