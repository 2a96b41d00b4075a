import { z } from 'zod';
import { dataEnvelope, emailSchema, emailValueSchema, idSchema, phoneSchema } from './common';
import { DEFAULT_DIALLING_CODE, DIALLING_CODES } from './constants';
import { contractText } from './messages';

export const diallingCodeSchema = z.enum(DIALLING_CODES);
export type DiallingCode = z.infer<typeof diallingCodeSchema>;

const name = z.string().trim().min(1, contractText('auth.nameRequired')).max(120);
const message = z.string().trim().min(1, contractText('forms.messageRequired')).max(5000);

/** Contact Us 'Get in Touch' form: name, email, phone and message required. */
export const contactFormSchema = z.object({
  name,
  email: emailSchema,
  phone: phoneSchema,
  message,
  countryCode: diallingCodeSchema.default(DEFAULT_DIALLING_CODE),
  /** "I am a worker" / "I am an employer" checkboxes. */
  worker: z.boolean().default(false),
  employer: z.boolean().default(false),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
export type ContactFormInput = z.input<typeof contactFormSchema>;

/** 'Get Visa Services' modal: name, phone and message required. */
export const visaFormSchema = z.object({
  name,
  phone: phoneSchema,
  message,
  countryCode: diallingCodeSchema.default(DEFAULT_DIALLING_CODE),
});
export type VisaForm = z.infer<typeof visaFormSchema>;
export type VisaFormInput = z.input<typeof visaFormSchema>;

/** Footer newsletter box; subscribing is itself the marketing opt-in (PDPL). */
export const newsletterSubscriptionSchema = z.object({ email: emailSchema });
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/** POST /api/contact and POST /api/visa-requests answer 201 with the stored submission's id. */
export const formSubmissionResponseSchema = dataEnvelope({ id: idSchema });
export type FormSubmissionResponse = z.infer<typeof formSubmissionResponseSchema>;
export const contactFormResponseSchema = formSubmissionResponseSchema;
export const visaFormResponseSchema = formSubmissionResponseSchema;

/**
 * Said to every subscriber, new or already on the list: the answer does not reveal whether an
 * address was subscribed before.
 */
export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Thank you. You are subscribed to our newsletter.';

/** POST /api/newsletter: 200, the same answer however often an address subscribes. */
export const newsletterResponseSchema = z.object({
  data: z.object({ email: emailValueSchema, subscribed: z.literal(true) }),
  message: z.string(),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
