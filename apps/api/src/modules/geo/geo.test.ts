import { cities, countries } from '@bayti/data/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/countries/list', () => {
  it('lists the seeded countries in their fixture order', async () => {
    const response = await get('/api/countries/list');
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ data: { countries } });
  });
});

describe('GET /api/cities/list', () => {
  it('lists every city without a country', async () => {
    const response = await get('/api/cities/list');
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ data: { cities } });
  });

  it("lists one country's cities", async () => {
    const uae = countries[0]!;
    const response = await get(`/api/cities/list?country_id=${uae.id}`);
    expect(body(response)).toEqual({
      data: { cities: cities.filter((city) => city.country_id === uae.id) },
    });
    expect(body<{ data: { cities: unknown[] } }>(response).data.cities).toHaveLength(7);
  });

  it('answers an empty list for a country without cities', async () => {
    for (const id of [9999, 99_999_999_999]) {
      expect(body(await get(`/api/cities/list?country_id=${id}`))).toEqual({
        data: { cities: [] },
      });
    }
  });

  it.each(['abc', '0', '-3', '1.5'])('refuses country_id=%s', async (value) => {
    const response = await get(`/api/cities/list?country_id=${value}`);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      error: { code: 'validation', fields: { country_id: expect.any(String) } },
    });
  });
});
