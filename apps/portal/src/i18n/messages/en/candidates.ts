/** English strings of the candidates area. */
export const candidates = {};

export type CandidatesMessages = typeof candidates;
