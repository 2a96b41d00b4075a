import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema, visaFormSchema } from '@bayti/data/contract';

/** Loaded with a public form's first submit, never with its page (docs/decisions/0011, 0016). */
export const contactResolver = zodResolver(contactFormSchema);
export const visaResolver = zodResolver(visaFormSchema);
