import {
  EMPLOYER_PIPELINE_STATUSES,
  PIPELINE_STATUS_OF_POSITION_TAB,
  POSITION_LIST_STATUSES,
  type EmployerPipelineCandidate,
  type PositionListStatus,
} from '@bayti/data/contract';
import { Button, DataTable, Link, Stack, Tab, TabList, TabPanel, Tabs } from '@bayti/ui';
import { useState } from 'react';
import { pipelineQuery } from '../queries';
import { clearedPipeline, hasPipelineFilters, withPipeline, type PipelineSearch } from '../search';
import layout from '../../shared/page/Page.module.css';
import styles from '../shared/EmployerPage.module.css';
import { tablePagination } from '../shared/pagination';
import type { SearchChange } from '../shared/search-change';
import { useEmployerText } from '../use-employer-text';
import { MoveDialog } from './MoveDialog';
import { OfferDialog } from './OfferDialog';
import { ProposeInterviewDialog } from './ProposeInterviewDialog';
import type { RowAction } from './row-actions';
import { WithdrawOfferDialog } from './WithdrawOfferDialog';
import { pipelineColumns } from './pipeline-columns';
import { PipelineToolbar } from './PipelineToolbar';
import { useShownQuery } from '../../shared/list/use-shown-query';
import { DeferredOverlay, lazyOverlay } from '../../shared/DeferredOverlay';
import { RefundCasesSection } from '../../shared/refunds/RefundCasesSection';
import { showsRefundCases } from '../../shared/refunds/queries';

/** Message's "Write to …" dialog, fetched the first time it opens. */
const StartConversationDialog = lazyOverlay(
  () =>
    import('../../shared/conversations/StartConversationDialog').then(
      (module) => module.StartConversationDialog,
    ),
  ['areas'],
);

export interface PipelinePageProps {
  /** The validated search params of /dashboard/employer/candidates or of a position list. */
  search: PipelineSearch;
  onSearchChange: SearchChange<PipelineSearch>;
  /** A position list: only this position's candidates, with Returns and Replaced tabs. */
  position?: string;
}

type PipelineTab = PositionListStatus | 'all';
const CANDIDATE_TABS: readonly PipelineTab[] = ['all', ...EMPLOYER_PIPELINE_STATUSES];
const POSITION_TABS: readonly PipelineTab[] = ['all', ...POSITION_LIST_STATUSES];

/**
 * Candidates: the family's pipeline by status, with counts on the tabs, search, date filter,
 * sort and Clear in the URL, and per row the moves the server allows, the latest offer and Send
 * offer or Withdraw (decision 0026: only an accepted offer hires). With a position, the same
 * page is that position's list, with the position-list statuses (Returns lists returned workers).
 */
export function PipelinePage({ search, onSearchChange, position }: PipelinePageProps) {
  const text = useEmployerText();
  const { t } = text;
  // Read while rendering: the dashboards' strings are not to be read from an event handler.
  const offers = text.messages.offers.family;
  const proposed = text.messages.interviews.propose;
  // While another tab, search or sort loads, the rows of the last one stay.
  const {
    data: { items, counts },
    isUpdating,
  } = useShownQuery(search, (shown) => pipelineQuery(shown, position));
  const tabs = position === undefined ? CANDIDATE_TABS : POSITION_TABS;
  const [move, setMove] = useState<{ entry: EmployerPipelineCandidate; action: RowAction } | null>(
    null,
  );
  const [notice, setNotice] = useState('');
  const tab: PipelineTab = search.status ?? 'all';
  const filtered = hasPipelineFilters(search);

  const openMove = (entry: EmployerPipelineCandidate, action: RowAction) => {
    setNotice('');
    setMove({ entry, action });
  };

  return (
    <Stack gap="6">
      <PipelineToolbar search={search} onSearchChange={onSearchChange} />
      <p role="status" className={layout.notice}>
        {notice}
      </p>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) =>
          onSearchChange(
            withPipeline(search, {
              status: key === 'all' ? undefined : (key as PositionListStatus),
            }),
          )
        }
      >
        <TabList aria-label={position === undefined ? t.candidates.tabs : t.positions.tabs}>
          {tabs.map((id) => {
            const status = id === 'all' ? 'all' : PIPELINE_STATUS_OF_POSITION_TAB[id];
            return (
              <Tab key={id} id={id} count={text.number(counts[status])}>
                {id === 'all'
                  ? t.common.all
                  : id === 'returns'
                    ? t.positions.returnsTab
                    : t.status[PIPELINE_STATUS_OF_POSITION_TAB[id]]}
              </Tab>
            );
          })}
        </TabList>
        {tabs.map((id) => (
          <TabPanel key={id} id={id} className={styles.tabPanel}>
            <DataTable
              isUpdating={isUpdating}
              label={
                position === undefined
                  ? t.candidates.table
                  : t.positions.table(text.position(position))
              }
              columns={pipelineColumns(text, id, openMove)}
              data={items}
              getRowId={(row) => String(row.id)}
              emptyText={t.common.noResult}
              emptyHint={
                filtered
                  ? undefined
                  : position === undefined
                    ? t.candidates.emptyHint
                    : t.positions.emptyHint
              }
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
      {move?.action === 'offer' && (
        <OfferDialog
          entry={move.entry}
          onClose={() => setMove(null)}
          onSent={() => {
            setMove(null);
            setNotice(offers.sent(move.entry.name));
          }}
        />
      )}
      {move?.action === 'withdraw' && move.entry.offer && (
        <WithdrawOfferDialog
          entry={{ ...move.entry, offer: move.entry.offer }}
          onClose={() => setMove(null)}
          onWithdrawn={() => {
            setMove(null);
            setNotice(offers.withdrawn(move.entry.name));
          }}
        />
      )}
      {position !== undefined && showsRefundCases(search.status) && (
        <RefundCasesSection viewer="family" level={2} />
      )}
      {move?.action === 'message' && (
        <DeferredOverlay isOpen>
          <StartConversationDialog
            candidateId={move.entry.candidateId}
            candidateName={move.entry.name}
            onClose={() => setMove(null)}
          />
        </DeferredOverlay>
      )}
      {move?.action === 'interview' && (
        <ProposeInterviewDialog
          entry={move.entry}
          onClose={() => setMove(null)}
          onSent={() => {
            setMove(null);
            setNotice(proposed.sent(move.entry.name));
          }}
        />
      )}
      {move &&
        move.action !== 'offer' &&
        move.action !== 'withdraw' &&
        move.action !== 'message' &&
        move.action !== 'interview' && (
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
    </Stack>
  );
}
