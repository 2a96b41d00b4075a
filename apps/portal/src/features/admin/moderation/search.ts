import { intBetween, readSearch } from '@bayti/data/contract';

/*
 * The search params of the Review and Reported profiles queues: only the page (each queue is its
 * pending or open items, oldest first). A hand-edited or stale value is dropped, never an error
 * page; page 1 is left out, so equal views share one address.
 */

export interface QueueSearch {
  page?: number;
}

const queueReaders = { page: intBetween(2, 100_000) };

export const parseQueueSearch = (raw: unknown): QueueSearch => {
  const { page } = readSearch(queueReaders, raw);
  return page ? { page } : {};
};
