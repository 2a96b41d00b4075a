export {
  DOCUMENT_NOT_FOUND_MESSAGE,
  DocumentStore,
  commitThenSave,
  sendStoredDocument,
  type DocumentOwner,
} from './store';
