import {
  downloadDocument,
  replaceCandidateDocument,
  uploadCandidateDocument,
} from '@bayti/data/client';
import { routeKey } from '@bayti/data/client/route-call';
import type { CandidateDocument, CandidateDocumentCategory } from '@bayti/data/contract';
import { documentsRoutes } from '@bayti/data/contract/routes/documents';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { api, apiCall } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { failureMessage } from '../../shared/error-message';
import { documentFileProblem, type DocumentSlot } from './document-cards';
import { saveFile } from '../../shared/save-file';

export type SlotActivity = 'uploading' | 'deleting' | 'opening';

/** The outcome of the last action: successes for the whole page, failures on their card. */
export interface ActionOutcome {
  tone: 'success' | 'error';
  text: string;
  /** The card a failure belongs to. */
  slotKey?: string;
}

/**
 * The actions of My Documents' cards: Upload and Update through one file picker, View (an
 * authorised download), Delete. Each card shows its own activity; several may run at once.
 * `picker` is the page's one file input.
 */
export function useDocumentActions(picker: RefObject<HTMLInputElement | null>) {
  const t = useMessages().candidate.documents;
  const queryClient = useQueryClient();
  const pickingFor = useRef<DocumentSlot | null>(null);
  const [activity, setActivity] = useState<Record<string, SlotActivity>>({});
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  const mark = (slotKey: string, next: SlotActivity | null) =>
    setActivity((current) => {
      const copy = { ...current };
      if (next) copy[slotKey] = next;
      else delete copy[slotKey];
      return copy;
    });

  /** Runs one card's call: busy while it runs, then its outcome, then fresh documents. */
  async function run<T>(
    slot: DocumentSlot,
    busy: SlotActivity,
    call: () => Promise<T>,
    success: (result: T) => string | null,
    failure: { english: string; local: string },
  ): Promise<boolean> {
    mark(slot.key, busy);
    setOutcome(null);
    try {
      const result = await call();
      const text = success(result);
      if (text) setOutcome({ tone: 'success', text });
      return true;
    } catch (error) {
      setOutcome({
        tone: 'error',
        slotKey: slot.key,
        text: failureMessage(error, failure.english, failure.local),
      });
      return false;
    } finally {
      mark(slot.key, null);
      if (busy !== 'opening') {
        await queryClient.invalidateQueries({
          queryKey: routeKey(documentsRoutes.candidateDocuments),
        });
      }
    }
  }

  /** Uploads to an empty card, or replaces the card's document (Update). */
  const send = (slot: DocumentSlot, file: File) => {
    const problem = documentFileProblem(file);
    if (problem) {
      setOutcome({
        tone: 'error',
        slotKey: slot.key,
        text: problem === 'type' ? t.wrongType : t.tooLarge,
      });
      return Promise.resolve(false);
    }
    const { document, category } = slot;
    return run(
      slot,
      'uploading',
      () =>
        document
          ? replaceCandidateDocument(api, document.id, file)
          : uploadCandidateDocument(api, { category, file }),
      (stored) => t.uploaded(stored.title),
      { english: 'Upload failed', local: t.uploadFailed },
    );
  };

  return {
    activity,
    outcome,
    /** Opens the file picker for a card; the chosen file goes to `onFileChosen`. */
    pick: (slot: DocumentSlot) => {
      pickingFor.current = slot;
      picker.current?.click();
    },
    onFileChosen: (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      const slot = pickingFor.current;
      // The same file may be chosen again after a failure.
      event.target.value = '';
      pickingFor.current = null;
      if (file && slot) void send(slot, file);
    },
    /** Add New Document: a file and the category it goes to. */
    add: (category: CandidateDocumentCategory, file: File) =>
      send({ key: `new:${category}`, category, document: null }, file),
    view: (slot: DocumentSlot, document: CandidateDocument) =>
      run(
        slot,
        'opening',
        () => downloadDocument(api, document.id),
        (file) => {
          saveFile(file.blob, file.fileName ?? document.title);
          return null;
        },
        { english: 'Failed to open the document', local: t.viewFailed },
      ),
    remove: (slot: DocumentSlot, document: CandidateDocument) =>
      run(
        slot,
        'deleting',
        () =>
          apiCall(
            documentsRoutes.deleteCandidateDocument,
            { params: { id: document.id } },
            { fallbackMessage: 'Failed to delete the document' },
          ),
        () => t.deleted(document.title),
        { english: 'Failed to delete the document', local: t.deleteFailed },
      ),
  };
}
