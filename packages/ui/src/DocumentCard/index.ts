export { DocumentCard, type DocumentCardProps, type DocumentCardLabels } from './DocumentCard';
