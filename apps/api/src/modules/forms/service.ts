import {
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  type ContactForm,
  type NewsletterResponse,
  type NewsletterSubscription,
  type VisaForm,
} from '@bayti/data/contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { contactMessages, newsletterSubscribers, visaRequests } from '../../db/schema';
import type { RateLimit, RequestLimiter } from '../../http/rate-limit';

export type PublicForm = 'contact' | 'visa' | 'newsletter';

/** The public site's forms: stored as typed (validated by the contract), nothing else kept. */
export class FormService {
  constructor(
    private readonly db: Database,
    private readonly limiter: RequestLimiter,
    private readonly limit: RateLimit,
    private readonly clock: Clock,
  ) {}

  /** Each form has its own count per address, so a newsletter sign-up never blocks a message. */
  assertAllowed(form: PublicForm, ip: string): Promise<void> {
    return this.limiter.consume(
      [{ key: `forms:${form}:ip:${ip}`, limit: this.limit }],
      'forms.tooMany',
    );
  }

  async submitContact(form: ContactForm): Promise<number> {
    const [row] = await this.db
      .insert(contactMessages)
      .values({ ...form, createdAt: this.clock.now() })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('Insert returned no row');
    return row.id;
  }

  async submitVisaRequest(form: VisaForm): Promise<number> {
    const [row] = await this.db
      .insert(visaRequests)
      .values({ ...form, createdAt: this.clock.now() })
      .returning({ id: visaRequests.id });
    if (!row) throw new Error('Insert returned no row');
    return row.id;
  }

  /**
   * One row per address (the contract lower-cases it); subscribing again changes nothing and
   * answers the same, so the answer does not tell who is on the list.
   */
  async subscribe({ email }: NewsletterSubscription): Promise<NewsletterResponse> {
    await this.db
      .insert(newsletterSubscribers)
      .values({ email, createdAt: this.clock.now() })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    return { data: { email, subscribed: true }, message: NEWSLETTER_SUBSCRIBED_MESSAGE };
  }
}
