import {
  AGENCY_LEGAL_DOCUMENT_KINDS,
  SOCIAL_LINK_KEYS,
  type AgencyLegalDocumentKind,
} from '@bayti/data/contract';
import {
  downloadAgencyDocument,
  downloadAgencyLegalDocument,
  type DownloadedFile,
} from '@bayti/data/client';
import { agencyDocumentsRoutes } from '@bayti/data/contract/routes';
import {
  Avatar,
  Button,
  createColumnHelper,
  DataTable,
  Link,
  Panel,
  ProgressBar,
  Stack,
  StatusBadge,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@bayti/ui';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { api, apiQuery } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import office from '../office/Office.module.css';
import list from '../../shared/list/List.module.css';
import { saveFile } from '../../shared/save-file';
import layout from '../../shared/page/Page.module.css';
import styles from './Agencies.module.css';
import { AgencyFormDialog } from './AgencyFormDialog';
import { Fact } from './Fact';
import { agencyQuery } from './queries';
import type { AgencyPageSearch, AgencyPageTab } from './search';
import { AGENCY_STATUS_TONE } from './tones';
import { useAgenciesText, type AgenciesText } from './use-agencies-text';

export interface AgencyPageProps {
  id: number;
  search: AgencyPageSearch;
  onSearchChange: (next: AgencyPageSearch) => void;
  onBack: () => void;
  /** The Candidates tab's content (composed by the route from the candidates feature). */
  candidates?: ReactNode;
}

interface DocumentRow {
  id: string;
  fileName: string | null;
  type: string;
  number: string | null;
  issueDate: string | null;
  expiryDate: string | null;
  download: (() => Promise<DownloadedFile>) | null;
}

const column = createColumnHelper<DocumentRow>();

function documentColumns({ a, date }: AgenciesText, onDownload: (row: DocumentRow) => void) {
  const c = a.page.documentColumns;
  const none = a.common.notAvailable;
  const plain = { enableSorting: false } as const;
  return [
    column.accessor('fileName', {
      header: c.fileName,
      cell: (i) => i.getValue() ?? none,
      ...plain,
    }),
    column.accessor('type', { header: c.type, ...plain }),
    column.accessor('number', { header: c.number, cell: (i) => i.getValue() || none, ...plain }),
    column.accessor('issueDate', {
      header: c.issueDate,
      cell: (i) => (i.getValue() ? date(i.getValue()) : none),
      ...plain,
    }),
    column.accessor('expiryDate', {
      header: c.expiryDate,
      cell: (i) => (i.getValue() ? date(i.getValue()) : none),
      ...plain,
    }),
    column.display({
      id: 'action',
      header: c.action,
      cell: ({ row }) =>
        row.original.download ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={a.page.downloadName(row.original.fileName ?? row.original.type)}
            onPress={() => onDownload(row.original)}
          >
            {a.page.download}
          </Button>
        ) : (
          none
        ),
    }),
  ];
}

function BackRow({ onBack }: { onBack: () => void }) {
  const { a } = useAgenciesText();
  return (
    <div className={styles.backRow}>
      <Button variant="secondary" onPress={onBack}>
        <ArrowLeft aria-hidden size={16} className={styles.flipRtl} />
        {a.common.back}
      </Button>
    </div>
  );
}

/** No agency has this id (or it is no id): Back, and the page's not-found text. */
export function AgencyNotFound({ onBack }: { onBack: () => void }) {
  const { a } = useAgenciesText();
  return (
    <Stack gap="5">
      <BackRow onBack={onBack} />
      <p className={styles.empty}>{a.page.notFound}</p>
    </Stack>
  );
}

/**
 * The admin's page of one agency: Back, its header with Edit Agency Profile, and the tabs
 * Overview (profile completion from the filled fields, about, information, contact person,
 * social links), Candidates and Documents (the form's legal documents and the agency's own).
 */
export function AgencyPage({ id, search, onSearchChange, onBack, candidates }: AgencyPageProps) {
  const text = useAgenciesText();
  const { a, t, date } = text;
  const p = a.page;
  const [editing, setEditing] = useState(false);
  const { agency } = useSuspenseQuery(agencyQuery(id)).data;
  const ownDocuments = useQuery({
    ...apiQuery(agencyDocumentsRoutes.adminAgencyDocuments, { params: { id } }),
    select: ({ documents }) => documents,
    enabled: search.tab === 'documents',
  });
  const download = useMutation({
    mutationFn: async (row: DocumentRow) => {
      const file = await row.download!();
      saveFile(file.blob, file.fileName ?? row.fileName ?? 'document');
    },
  });
  const tab: AgencyPageTab = search.tab ?? 'overview';
  const none = a.common.notAvailable;
  const orNone = (value: string | null | undefined) =>
    value && value.trim() !== '' ? value : none;

  const person = agency.contactPerson;
  const personName = [person.salutation, person.firstName, person.middleName, person.lastName]
    .filter(Boolean)
    .join(' ');
  const legalRows: DocumentRow[] = AGENCY_LEGAL_DOCUMENT_KINDS.filter((kind) => {
    const doc = agency.documents[kind];
    return doc.file || doc.registrationNumber || doc.issueDate || doc.expiryDate;
  }).map((kind: AgencyLegalDocumentKind) => {
    const doc = agency.documents[kind];
    return {
      id: `legal-${kind}`,
      fileName: doc.fileName,
      type: a.documentKinds[kind],
      number: doc.registrationNumber,
      issueDate: doc.issueDate,
      expiryDate: doc.expiryDate,
      download: doc.file ? () => downloadAgencyLegalDocument(api, agency.id, kind) : null,
    };
  });
  const ownRows: DocumentRow[] = (ownDocuments.data ?? []).map((doc) => ({
    id: `own-${doc.id}`,
    fileName: doc.title,
    type: doc.category,
    number: null,
    issueDate: null,
    expiryDate: null,
    download: () => downloadAgencyDocument(api, doc.id),
  }));

  return (
    <Stack gap="5">
      <BackRow onBack={onBack} />
      <Panel elementType="header" direction="row" wrap align="center" justify="between">
        <Stack direction="row" align="center">
          <Avatar name={agency.name} src={agency.logo ?? undefined} size="xl" shape="square" />
          <Stack gap="1">
            <h2 className={list.title}>{agency.name}</h2>
            <span className={styles.muted}>{agency.address ?? a.detailModal.noAddress}</span>
            <span className={styles.muted}>{orNone(agency.country)}</span>
            <span>
              <StatusBadge tone={AGENCY_STATUS_TONE[agency.status]}>
                {a.status[agency.status]}
              </StatusBadge>
            </span>
          </Stack>
        </Stack>
        <Button onPress={() => setEditing(true)}>{p.editProfile}</Button>
      </Panel>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) =>
          onSearchChange(key === 'overview' ? {} : { tab: key as 'candidates' | 'documents' })
        }
      >
        <TabList aria-label={p.tabs}>
          <Tab id="overview">{p.overview}</Tab>
          <Tab id="candidates">{p.candidates}</Tab>
          <Tab id="documents">{p.documents}</Tab>
        </TabList>
        <TabPanel id="overview" className={`${layout.column} ${styles.panel}`}>
          <ProgressBar label={p.completion} value={agency.profileCompletion} />
          <Stack elementType="section" gap="3">
            <h3 className={styles.sectionTitle}>{p.about}</h3>
            <p>{agency.about?.trim() ? agency.about : a.detailModal.noAbout}</p>
          </Stack>
          <Stack elementType="section" gap="3">
            <h3 className={styles.sectionTitle}>{p.information}</h3>
            <dl className={styles.facts}>
              <Fact label={p.email} value={orNone(agency.email)} />
              <Fact label={p.mobile} value={orNone(agency.mobile)} />
              <Fact label={p.city} value={orNone(agency.city)} />
              <Fact label={a.common.country} value={orNone(agency.country)} />
              <Fact label={p.timezone} value={orNone(agency.timezone)} />
              <Fact label={p.workingDays} value={orNone(agency.workingDays)} />
              <Fact label={p.workingHours} value={orNone(agency.workingHours)} />
              <Fact label={p.account} value={orNone(agency.accountEmail)} />
              <Fact label={p.created} value={date(agency.createdDate)} />
              <Fact label={p.updated} value={date(agency.lastUpdatedDate)} />
            </dl>
          </Stack>
          <Stack elementType="section" gap="3">
            <h3 className={styles.sectionTitle}>{p.contactPerson}</h3>
            <dl className={styles.facts}>
              <Fact label={p.name} value={orNone(personName)} />
              <Fact label={p.designation} value={orNone(person.designation)} />
              <Fact label={p.mobile} value={orNone(person.mobile)} />
              <Fact label={p.email} value={orNone(person.email)} />
              <Fact
                label={p.dateOfBirth}
                value={person.dateOfBirth ? date(person.dateOfBirth) : none}
              />
              <Fact label={p.gender} value={person.gender ? a.genders[person.gender] : none} />
            </dl>
          </Stack>
          <Stack elementType="section" gap="3">
            <h3 className={styles.sectionTitle}>{p.socialLinks}</h3>
            <dl className={styles.facts}>
              {SOCIAL_LINK_KEYS.map((key) => {
                const href = agency.socialLinks[key];
                return (
                  <Fact
                    key={key}
                    label={a.social[key]}
                    value={
                      href ? (
                        <Link href={href} target="_blank" rel="noopener noreferrer">
                          {href}
                        </Link>
                      ) : (
                        none
                      )
                    }
                  />
                );
              })}
            </dl>
          </Stack>
        </TabPanel>
        <TabPanel id="candidates" className={`${layout.column} ${styles.panel}`}>
          {candidates}
        </TabPanel>
        <TabPanel id="documents" className={`${layout.column} ${styles.panel}`}>
          {download.isError && (
            <div role="alert" className={`${layout.alert} ${office.alert}`}>
              {failureMessage(
                download.error,
                'Failed to open the document',
                t.common.downloadFailed,
              )}
            </div>
          )}
          <DataTable
            label={p.documentsTable}
            columns={documentColumns(text, (row) => download.mutate(row))}
            data={[...legalRows, ...ownRows]}
            getRowId={(row) => row.id}
            isLoading={ownDocuments.isPending}
            loadingText={t.common.loading}
            emptyText={p.noDocuments}
          />
        </TabPanel>
      </Tabs>
      {editing && (
        <AgencyFormDialog
          agency={agency}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}
