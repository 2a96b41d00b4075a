import { describe, expect, it } from 'vitest';
import { parseAccountsSearch } from './accounts-search';

describe('accounts search', () => {
  it('keeps good URL values and drops bad ones', () => {
    expect(parseAccountsSearch({ status: 'Completed', page: '2', search: 'ana' })).toEqual({
      status: 'Completed',
      page: 2,
      search: 'ana',
    });
    expect(parseAccountsSearch({ status: 'Paid', page: '-1' })).toEqual({});
  });
});
