import {
  AGENCY_RECRUITMENT_STAGES,
  type AgencyRecruitment,
  type AgencyRecruitmentStage,
} from '@bayti/data/contract';
import {
  Button,
  createColumnHelper,
  DataTable,
  Select,
  Stack,
  StatusBadge,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@bayti/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { agencyRecruitmentsRoutes } from '@bayti/data/contract/routes';
import { apiQuery } from '../../../api';
import { agencyPositionsQuery } from '../queries';
import list from '../../shared/list/List.module.css';
import styles from '../shared/AgencyPage.module.css';
import { MoveStageDialog } from './MoveStageDialog';
import { OpsListBody, OpsListHeader, PageFooter } from './OpsParts';
import {
  RECRUITMENTS_PAGE_SIZE,
  recruitmentsQueryOf,
  type AgencyRecruitmentsSearch,
} from './recruitments-search';
import { useOpsText, type OpsText } from './use-ops-text';
import { useShownQuery } from '../../shared/list/use-shown-query';

export interface RecruitmentsPageProps {
  search: AgencyRecruitmentsSearch;
  onSearchChange: (next: AgencyRecruitmentsSearch, options?: { replace?: boolean }) => void;
}

/** The read its route's loader ensures and the screen reads (one cache entry). */
export const recruitmentsQuery = (search: AgencyRecruitmentsSearch) =>
  apiQuery(agencyRecruitmentsRoutes.agencyRecruitments, { query: recruitmentsQueryOf(search) });

const column = createColumnHelper<AgencyRecruitment>();
const plain = { enableSorting: false } as const;
const ALL = 'all';

/** The stage after this one, or null when deployed. */
export const nextStage = (stage: AgencyRecruitmentStage): AgencyRecruitmentStage | null =>
  AGENCY_RECRUITMENT_STAGES[AGENCY_RECRUITMENT_STAGES.indexOf(stage) + 1] ?? null;

/** The columns of a stage tab: the ticket and deployed tabs show their own details. */
function stageColumns(
  text: OpsText,
  stage: AgencyRecruitmentStage,
  onMove: (recruitment: AgencyRecruitment, to: AgencyRecruitmentStage) => void,
) {
  const { t } = text;
  const c = t.recruitments.columns;
  const common = [
    column.accessor('name', { header: c.name, ...plain }),
    column.accessor('nationality', {
      header: c.nationality,
      ...plain,
      cell: (i) => text.nationality(i.getValue()),
    }),
    column.accessor('position', {
      header: c.position,
      ...plain,
      cell: (i) => text.position(i.getValue()),
    }),
    column.accessor('client', { header: c.client, ...plain }),
    column.accessor((row) => row.stageDates.offerLetter, {
      id: 'offerLetter',
      header: c.offerLetter,
      ...plain,
      cell: (i) => <span className={styles.nowrap}>{text.date(i.getValue())}</span>,
    }),
  ];
  const reached = column.accessor((row) => row.stageDates[stage], {
    id: 'reachedOn',
    header: c.reachedOn,
    ...plain,
    cell: (i) => <span className={styles.nowrap}>{text.date(i.getValue())}</span>,
  });
  const details =
    stage === 'ticket'
      ? [
          column.accessor((row) => row.ticket?.airline ?? '', {
            id: 'airline',
            header: c.airline,
            ...plain,
          }),
          column.accessor((row) => row.ticket?.flightNo ?? '', {
            id: 'flightNo',
            header: c.flightNo,
            ...plain,
            cell: (i) => <bdi dir="ltr">{i.getValue()}</bdi>,
          }),
          column.accessor((row) => row.ticket, {
            id: 'arrival',
            header: c.arrival,
            ...plain,
            cell: (i) => {
              const ticket = i.getValue();
              return ticket ? (
                <span className={styles.nowrap}>
                  {text.date(ticket.arrivalDate)} <bdi dir="ltr">{ticket.arrivalTime}</bdi>
                </span>
              ) : (
                '—'
              );
            },
          }),
          column.accessor((row) => row.ticket?.ticketNumber ?? '—', {
            id: 'ticket',
            header: c.ticket,
            ...plain,
            cell: (i) => <bdi dir="ltr">{i.getValue()}</bdi>,
          }),
          reached,
        ]
      : stage === 'deployed'
        ? [
            column.accessor((row) => row.deployment?.location ?? '—', {
              id: 'location',
              header: c.location,
              ...plain,
            }),
            column.accessor((row) => row.deployment?.date ?? null, {
              id: 'deployedDate',
              header: c.deployedDate,
              ...plain,
              cell: (i) => <span className={styles.nowrap}>{text.date(i.getValue())}</span>,
            }),
          ]
        : stage === 'offerLetter'
          ? []
          : [reached];
  const to = nextStage(stage);
  const action = column.display({
    id: 'action',
    header: c.action,
    cell: ({ row: { original } }) =>
      to ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t.recruitments.moveLabel(t.stages[to], original.name)}
          onPress={() => onMove(original, to)}
        >
          {t.recruitments.move}: {t.stages[to]}
        </Button>
      ) : (
        <StatusBadge tone="success">{t.recruitments.done}</StatusBadge>
      ),
  });
  // The offer letter's day only on its own tab: the later tabs need the room for their details.
  return [
    ...common.filter((c) => stage === 'offerLetter' || c.id !== 'offerLetter'),
    ...details,
    action,
  ];
}

/**
 * Recruitments: the recruitments of the agency's candidates by stage (Offer Letter to
 * Deployed), each tab with its columns and the count on it, a search over name and nationality,
 * and Move to the next stage with the day it was reached (and flight or deployment details).
 */
export function RecruitmentsPage({ search, onSearchChange }: RecruitmentsPageProps) {
  const text = useOpsText();
  const { t } = text;
  // Another tab, search or page loads while the current rows stay on screen.
  const { data, isUpdating } = useShownQuery(search, recruitmentsQuery);
  const [moving, setMoving] = useState<{
    recruitment: AgencyRecruitment;
    to: AgencyRecruitmentStage;
  }>();
  const positions = useQuery(agencyPositionsQuery());
  const [notice, setNotice] = useState('');
  const stage = search.stage ?? 'offerLetter';
  const { counts, page, total } = data;
  const columns = stageColumns(text, stage, (recruitment, next) => {
    setNotice('');
    setMoving({ recruitment, to: next });
  });

  return (
    <Stack>
      <OpsListHeader
        title={t.recruitments.title}
        searchLabel={t.recruitments.search}
        search={search.search}
        onSearch={(value) =>
          onSearchChange({ ...search, search: value, page: undefined }, { replace: true })
        }
        canClear={Boolean(search.search || search.position)}
        onClear={() => onSearchChange({ stage: search.stage })}
        filters={
          // An empty list does not open: the filter waits for the agency's positions.
          <Select
            className={list.control}
            label={t.recruitments.filterPosition}
            isDisabled={positions.isPending}
            items={[
              { id: ALL, label: t.recruitments.allPositions },
              ...(positions.data ?? []).map((id) => ({ id, label: text.position(id) })),
            ]}
            selectedKey={search.position ?? ALL}
            onSelectionChange={(key) =>
              onSearchChange({
                ...search,
                position: key === ALL || key === null ? undefined : String(key),
                page: undefined,
              })
            }
          />
        }
      />
      <OpsListBody notice={notice}>
        <Tabs
          selectedKey={stage}
          onSelectionChange={(key) =>
            onSearchChange({
              search: search.search,
              stage: key === 'offerLetter' ? undefined : (key as AgencyRecruitmentStage),
            })
          }
        >
          <TabList aria-label={t.recruitments.tabs}>
            {AGENCY_RECRUITMENT_STAGES.map((id) => (
              <Tab key={id} id={id} count={text.number(counts[id])}>
                {t.stages[id]}
              </Tab>
            ))}
          </TabList>
          {AGENCY_RECRUITMENT_STAGES.map((id) => (
            <TabPanel key={id} id={id} className={styles.tabPanel}>
              <DataTable
                isUpdating={isUpdating}
                label={`${t.recruitments.table}: ${t.stages[id]}`}
                columns={columns}
                data={data.items}
                getRowId={(row) => String(row.id)}
                emptyText={t.common.noResult}
                emptyHint={search.search || search.position ? undefined : t.recruitments.emptyHint}
              />
            </TabPanel>
          ))}
        </Tabs>
      </OpsListBody>
      <PageFooter
        page={page}
        pageSize={RECRUITMENTS_PAGE_SIZE}
        total={total}
        shown={data.items.length}
        onPageChange={(next) => onSearchChange({ ...search, page: next })}
      />
      {moving && (
        <MoveStageDialog
          recruitment={moving.recruitment}
          to={moving.to}
          onClose={() => setMoving(undefined)}
          onMoved={(moved) => {
            setMoving(undefined);
            setNotice(t.recruitments.moved(moved.name, t.stages[moved.stage]));
          }}
        />
      )}
    </Stack>
  );
}
