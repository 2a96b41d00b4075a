export { DocumentStore, commitThenSave, sendStoredDocument, type DocumentOwner } from './store';
