import { z } from 'zod';

/** Day keys of the agency working-days map, Monday first. */
export const DAY_KEYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const dayKeySchema = z.enum(DAY_KEYS);
export type DayKey = z.infer<typeof dayKeySchema>;

/** Every day present, true when the agency works that day. */
export const workingDaysMapSchema = z.strictObject({
  monday: z.boolean(),
  tuesday: z.boolean(),
  wednesday: z.boolean(),
  thursday: z.boolean(),
  friday: z.boolean(),
  saturday: z.boolean(),
  sunday: z.boolean(),
});
export type WorkingDaysMap = z.infer<typeof workingDaysMapSchema>;

export const NO_WORKING_DAYS: WorkingDaysMap = {
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: false,
  sunday: false,
};

/**
 * Typing comma-separated day names sets those days true and all others false; unknown names
 * are ignored. Case and surrounding spaces do not matter.
 */
export function workingDaysFromText(text: string): WorkingDaysMap {
  const days = { ...NO_WORKING_DAYS };
  for (const part of text.split(',')) {
    const parsed = dayKeySchema.safeParse(part.trim().toLowerCase());
    if (parsed.success) days[parsed.data] = true;
  }
  return days;
}

/** The days set true, in week order (the server's `working_days_list`). */
export function workingDaysToList(days: WorkingDaysMap): DayKey[] {
  return DAY_KEYS.filter((day) => days[day]);
}
