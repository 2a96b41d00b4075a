import { workingDaysToList, type Agency, type UpdateMyAgencyBody } from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { agencies, cities, countries } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import type { GeoService } from '../geo';

type AgencyRow = typeof agencies.$inferSelect;
type AgencyChanges = Partial<typeof agencies.$inferInsert>;

export class AgencyService {
  constructor(
    private readonly db: Database,
    private readonly geo: GeoService,
    private readonly clock: Clock,
  ) {}

  /** The agency in its snake-case server shape, with its city and the city's country. */
  async get(agencyId: number): Promise<Agency> {
    const [row] = await this.db
      .select({ agency: agencies, city: cities, country: countries })
      .from(agencies)
      .leftJoin(cities, eq(cities.id, agencies.cityId))
      .leftJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(agencies.id, agencyId))
      .limit(1);
    if (!row) throw notFound('agency.notLinked');
    const city =
      row.city && row.country
        ? {
            id: row.city.id,
            name: row.city.name,
            country_id: row.city.countryId,
            country: { id: row.country.id, name: row.country.name },
          }
        : null;
    return toAgency(row.agency, city);
  }

  /** Applies the fields present in the body; a city must exist. */
  async update(agencyId: number, body: UpdateMyAgencyBody): Promise<Agency> {
    if (body.city_id !== undefined && !(await this.geo.cityExists(body.city_id))) {
      throw validationError({ city_id: 'geo.unknownCity' });
    }
    const changes = toColumns(body);
    const updated = await this.db
      .update(agencies)
      .set({ ...changes, updatedAt: this.clock.now() })
      .where(eq(agencies.id, agencyId))
      .returning({ id: agencies.id });
    if (updated.length === 0) throw notFound('agency.notLinked');
    return this.get(agencyId);
  }
}

function toAgency(row: AgencyRow, city: Agency['city']): Agency {
  return {
    id: row.id,
    agency_name: row.agencyName,
    name: row.name,
    logo_path: row.logoPath,
    about: row.about,
    mobile_number: row.mobileNumber,
    email: row.email,
    working_days_list: workingDaysToList(row.workingDays),
    working_days: row.workingDays,
    working_hours: row.workingHours,
    street_address: row.streetAddress,
    full_address: fullAddress(row.streetAddress, city),
    city_id: row.cityId,
    city,
    contact_person: row.contactPerson,
    contact_person_designation: row.contactPersonDesignation,
    contact_person_mobile: row.contactPersonMobile,
    contact_person_email: row.contactPersonEmail,
    social_link: row.socialLink,
    facebook: row.facebook,
    instagram: row.instagram,
    twitter: row.twitter,
    trade_licence: row.tradeLicence,
    taxation: row.taxation,
    registration: row.registration,
  };
}

/** 'Street, City, Country', as the fixtures build it; nothing without a street. */
function fullAddress(street: string | null, city: Agency['city']): string | null {
  if (!street) return null;
  return city ? `${street}, ${city.name}, ${city.country.name}` : street;
}

/** Request keys (snake case) to columns; absent keys stay untouched. */
function toColumns(body: UpdateMyAgencyBody): AgencyChanges {
  const changes: AgencyChanges = {
    about: body.about,
    mobileNumber: body.mobile_number,
    email: body.email,
    workingHours: body.working_hours,
    workingDays: body.working_days,
    streetAddress: body.street_address,
    contactPerson: body.contact_person,
    contactPersonDesignation: body.contact_person_designation,
    contactPersonMobile: body.contact_person_mobile,
    contactPersonEmail: body.contact_person_email,
    socialLink: body.social_link,
    facebook: body.facebook,
    instagram: body.instagram,
    twitter: body.twitter,
    tradeLicence: body.trade_licence,
    taxation: body.taxation,
    registration: body.registration,
    cityId: body.city_id,
  };
  // The agency's display name follows its registered name (both are the agency's name).
  if (body.agency_name !== undefined) {
    changes.agencyName = body.agency_name;
    changes.name = body.agency_name;
  }
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as AgencyChanges;
}
