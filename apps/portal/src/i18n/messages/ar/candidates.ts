import type { CandidatesMessages } from '../en/candidates';

/** Arabic strings of the candidates area. */
export const candidates: CandidatesMessages = {};
