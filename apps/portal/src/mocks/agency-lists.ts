import type { HttpHandler } from 'msw';
import { fixturePage } from './fixture-page';
import {
  mockSignedInEndpoint,
  type JsonEndpointName,
  type MockAnswer,
  type MockRequest,
} from './endpoint-handler';

/*
 * What the agency's and the managed candidates' list mocks share: a tabbed list's answer, and a
 * story's own answer of a list that keeps what the screen asked for.
 */

/**
 * A tabbed list's answer: the rows as one page, with the count of each tab ('all', then each
 * value of `tabOf`) over `counted`, the rows of every tab (a story showing one tab passes them).
 */
export function tabbedPage<Row, Tab extends string>(
  tabs: readonly Tab[],
  tabOf: (row: Row) => Tab,
  rows: readonly Row[],
  query: { pageSize: number },
  counted: readonly Row[] = rows,
) {
  const counts = Object.fromEntries(tabs.map((tab) => [tab, 0])) as Record<Tab, number>;
  for (const row of counted) counts[tabOf(row)] += 1;
  return { data: { ...fixturePage(rows, query), counts: { all: counted.length, ...counts } } };
}

/**
 * A story's answer of one list endpoint (`beforeEach`), and the queries the screen sent it
 * (`asked`, in order), so the story checks what the screen asks for and that it shows the answer.
 */
export function answering<Name extends JsonEndpointName>(
  name: Name,
  answer: (query: MockRequest<Name>['query']) => MockAnswer<Name>,
) {
  const asked: MockRequest<Name>['query'][] = [];
  return {
    asked,
    beforeEach: ({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) => {
      asked.length = 0;
      msw.use(
        mockSignedInEndpoint(name, ({ query }) => {
          asked.push(query);
          return answer(query);
        }),
      );
    },
  };
}
