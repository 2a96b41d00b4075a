export { CandidateCard, type CandidateCardProps, type CandidateCardLabels } from './CandidateCard';
