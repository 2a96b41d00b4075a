import {
  CANDIDATE_DOCUMENT_TYPES,
  DOCUMENT_CONTENT_TYPES,
  MAX_DOCUMENT_BYTES,
} from '@bayti/data/contract';
import { Button, FileUpload, Select, TextField } from '@bayti/ui';
import type { ReactNode } from 'react';
import layout from '../../shared/page/Page.module.css';
import styles from '../ManagedCandidates.module.css';
import list from '../../shared/list/List.module.css';
import type { DocumentType, ProfileDraft } from '../profile-draft';
import { DateField, invalid, type SectionProps } from './section-parts';

const DOCUMENT_TYPES_ACCEPTED = Object.values(DOCUMENT_CONTENT_TYPES);

export function DocumentsSection({
  draft,
  change,
  errors,
  text,
  fileName,
}: SectionProps & { fileName: (path: string | null) => ReactNode }) {
  const { t } = text;
  const f = t.fields;
  const o = t.options;
  const used = new Set(draft.documents.map((doc) => doc.type));
  const free = CANDIDATE_DOCUMENT_TYPES.filter((type) => !used.has(type));
  const set = (index: number, patch: Partial<ProfileDraft['documents'][number]>) =>
    change({
      documents: draft.documents.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    });
  return (
    <div className={`${layout.column} ${styles.stack}`}>
      {errors.documents && (
        <p role="alert" className={`${layout.spread} ${layout.dangerBox} ${styles.alert}`}>
          {errors.documents}
        </p>
      )}
      {draft.documents.length === 0 && <p className={list.muted}>{f.noDocuments}</p>}
      {draft.documents.map((row, index) => {
        const key = (field: string) => `documents.${index}.${field}`;
        const pending = draft.pendingDocuments[row.type];
        return (
          <fieldset key={row.type} className={styles.group}>
            <legend className={styles.groupHeader}>{o.documentType[row.type]}</legend>
            <TextField
              label={f.number}
              value={row.number}
              onChange={(number) => set(index, { number })}
              {...invalid(errors, key('number'))}
            />
            <TextField
              label={f.country}
              value={row.country}
              onChange={(country) => set(index, { country })}
              {...invalid(errors, key('country'))}
            />
            <DateField
              label={f.issueDate}
              value={row.issueDate}
              onChange={(issueDate) => set(index, { issueDate })}
              error={errors[key('issueDate')]}
              text={text}
            />
            <DateField
              label={f.expiryDate}
              value={row.expiryDate}
              onChange={(expiryDate) => set(index, { expiryDate })}
              error={errors[key('expiryDate')]}
              text={text}
            />
            <FileUpload
              label={f.file}
              buttonLabel={f.chooseFile}
              acceptedFileTypes={DOCUMENT_TYPES_ACCEPTED}
              maxSizeBytes={MAX_DOCUMENT_BYTES}
              emptyLabel={f.noFile}
              fileName={pending ? t.dialog.pendingFile(pending.name) : undefined}
              description={pending ? undefined : fileName(row.file)}
              onSelect={(file) =>
                change({ pendingDocuments: { ...draft.pendingDocuments, [row.type]: file } })
              }
            />
            <div className={list.toolbar}>
              <Button
                size="sm"
                variant="ghost"
                onPress={() => {
                  const { [row.type]: _dropped, ...rest } = draft.pendingDocuments;
                  change({
                    documents: draft.documents.filter((_, i) => i !== index),
                    pendingDocuments: rest,
                  });
                }}
              >
                {f.removeDocument(o.documentType[row.type])}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {free.length > 0 && (
        <div className={list.toolbar}>
          <Select
            className={list.control}
            label={f.documentType}
            items={free.map((id) => ({ id, label: o.documentType[id] }))}
            selectedKey={null}
            onSelectionChange={(key) => {
              if (!key) return;
              change({
                documents: [
                  ...draft.documents,
                  {
                    type: key as DocumentType,
                    number: '',
                    country: '',
                    issueDate: null,
                    expiryDate: null,
                    file: null,
                  },
                ],
              });
            }}
            aria-label={f.addDocument}
          />
        </div>
      )}
    </div>
  );
}
