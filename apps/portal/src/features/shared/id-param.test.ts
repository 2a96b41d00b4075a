import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { idParams, parseId } from './id-param';

describe('parseId', () => {
  it('reads a positive whole number written plainly', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2_147_483_647);
  });

  it('matches no record for anything else', () => {
    for (const raw of [
      '0',
      '012',
      '-4',
      '1e3',
      '1.5',
      'abc',
      '',
      ' 7',
      '2147483648',
      '99999999999',
    ]) {
      expect(parseId(raw), raw).toBeNull();
    }
  });
});

describe('idParams', () => {
  it('gives the route a number and writes it back', () => {
    expect(idParams.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParams.stringify({ id: 42 })).toEqual({ id: '42' });
  });

  it('sends a path whose id is no id to the not-found page', () => {
    let thrown: unknown;
    try {
      idParams.parse({ id: 'abc' });
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
  });
});
