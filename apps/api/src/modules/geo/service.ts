import type { City, Country } from '@bayti/data/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import { cities, countries } from '../../db/schema';

/** Reference data in fixture order (id): the UAE and its emirates first. */
export class GeoService {
  constructor(private readonly db: Database) {}

  listCountries(): Promise<Country[]> {
    return this.db
      .select({ id: countries.id, name: countries.name })
      .from(countries)
      .orderBy(asc(countries.id));
  }

  /** All cities, or one country's. */
  async listCities(countryId?: number): Promise<City[]> {
    if (countryId !== undefined && !fitsIntegerColumn(countryId)) return [];
    return this.db
      .select({ id: cities.id, name: cities.name, country_id: cities.countryId })
      .from(cities)
      .where(countryId === undefined ? undefined : eq(cities.countryId, countryId))
      .orderBy(asc(cities.id));
  }

  async cityExists(cityId: number): Promise<boolean> {
    if (!fitsIntegerColumn(cityId)) return false;
    const [row] = await this.db
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.id, cityId))
      .limit(1);
    return row !== undefined;
  }
}
