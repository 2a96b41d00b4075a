import { z } from 'zod';
import { PLAN_FEATURES, PLAN_IDS, SALARY_BAND_KEYS } from './constants';
import { idSchema, mediaPathSchema } from './common';
import { nationalitySchema } from './options';

export const testimonialSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  /** Who they are, e.g. 'Mother of two, Dubai Marina'. */
  role: z.string().min(1),
  quote: z.string().min(1),
  rating: z.number().int().min(1).max(5),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const FAQ_TOPICS = [
  'verification',
  'choosing',
  'replacement',
  'payments',
  'insurance',
] as const;
export const faqTopicSchema = z.enum(FAQ_TOPICS);

export const faqSchema = z.object({
  id: idSchema,
  topic: faqTopicSchema,
  question: z.string().min(1),
  answer: z.string().min(1),
});
export type Faq = z.infer<typeof faqSchema>;

export const planIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof planIdSchema>;
export const planFeatureSchema = z.enum(PLAN_FEATURES);
export type PlanFeature = z.infer<typeof planFeatureSchema>;

/** An access plan: a one-time payment for a period of access. */
export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  priceAed: z.number().int().positive(),
  durationLabel: z.string(),
  durationDays: z.number().int().positive(),
  badge: z.enum(['MOST POPULAR', 'PREMIUM']).nullable(),
  ctaLabel: z.string(),
  features: z.array(planFeatureSchema),
});
export type Plan = z.infer<typeof planSchema>;

/** Accent names the UI maps to design tokens (no colour literals outside tokens.css). */
export const ACCENTS = ['blue', 'amber', 'green', 'red', 'teal', 'violet', 'orange'] as const;
export const accentSchema = z.enum(ACCENTS);

/** An entry of the nationality strip and chips. */
export const nationalitySummarySchema = z.object({
  nationality: nationalitySchema,
  flag: mediaPathSchema,
  count: z.number().int().nonnegative(),
  colour: accentSchema,
});
export type NationalitySummary = z.infer<typeof nationalitySummarySchema>;

/** A salary filter band (SALARY_BANDS in constants). */
export const salaryBandSchema = z.object({
  key: z.enum(SALARY_BAND_KEYS),
  label: z.string(),
  min: z.number().int().nonnegative(),
  max: z.number().int().positive().nullable(),
});
