import type { EmployerProfile, FamilyMember } from '@bayti/data/contract';

/** The tabs of Edit Profile. */
export const PROFILE_TABS = ['profile', 'family', 'staff'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The family lists of the Family Details tab. */
export const FAMILY_GROUPS = ['adults', 'kids', 'elders'] as const;
export type FamilyGroup = (typeof FAMILY_GROUPS)[number];

/** The tab holding a field the server named, e.g. 'family.kids.0.age' -> 'family'. */
export function tabOfField(field: string): ProfileTab {
  const [head] = field.split('.');
  return head === 'family' || head === 'staff' ? head : 'profile';
}

/** The first tab, in tab order, with an error on it. */
export function firstTabWithError(fields: readonly string[]): ProfileTab | undefined {
  const tabs = new Set(fields.map(tabOfField));
  return PROFILE_TABS.find((tab) => tabs.has(tab));
}

/** A count typed into a number field: empty or not a number reads as 0, decimals are cut. */
export const wholeNumber = (value: number): number =>
  Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;

export const newMember = (): FamilyMember => ({ gender: 'Female', age: 0, relation: '' });

type Family = EmployerProfile['family'];

export const addMember = (family: Family, group: FamilyGroup): Family => ({
  ...family,
  [group]: [...family[group], newMember()],
});

export const removeMember = (family: Family, group: FamilyGroup, index: number): Family => ({
  ...family,
  [group]: family[group].filter((_, at) => at !== index),
});

export const updateMember = (
  family: Family,
  group: FamilyGroup,
  index: number,
  change: Partial<FamilyMember>,
): Family => ({
  ...family,
  [group]: family[group].map((member, at) => (at === index ? { ...member, ...change } : member)),
});

/** Leading and trailing spaces are not part of what was meant. */
export function trimmedProfile(profile: EmployerProfile): EmployerProfile {
  const trim = (member: FamilyMember) => ({ ...member, relation: member.relation.trim() });
  return {
    ...profile,
    name: profile.name.trim(),
    email: profile.email.trim(),
    role: profile.role.trim(),
    mobile: profile.mobile.trim(),
    address: profile.address.trim(),
    nationality: profile.nationality.trim(),
    occupation: profile.occupation.trim(),
    income: profile.income.trim(),
    family: {
      ...profile.family,
      adults: profile.family.adults.map(trim),
      kids: profile.family.kids.map(trim),
      elders: profile.family.elders.map(trim),
    },
    staff: {
      ...profile.staff,
      department: profile.staff.department.trim(),
      role: profile.staff.role.trim(),
      supervisor: profile.staff.supervisor.trim(),
    },
  };
}
