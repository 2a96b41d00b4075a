import { formsRoutes } from '../contract/routes/forms';
import {
  type ContactFormInput,
  type Id,
  type NewsletterResponse,
  type NewsletterSubscription,
  type VisaFormInput,
} from '../contract';
import type { ApiClient } from './http';
import { callData, callEndpoint } from './endpoint-call';

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** POST /contact: the Contact Us form; answers the stored message's id. */
export async function submitContactForm(
  client: ApiClient,
  body: ContactFormInput,
  { signal }: CallOptions = {},
): Promise<Id> {
  const data = await callData(client, formsRoutes.contact, {
    body,
    signal,
    fallbackMessage: 'Failed to send your message',
    expireSessionOn401: false,
  });
  return data.id;
}

/** POST /visa-requests: the 'Get Visa Services' form; answers the stored request's id. */
export async function submitVisaRequest(
  client: ApiClient,
  body: VisaFormInput,
  { signal }: CallOptions = {},
): Promise<Id> {
  const data = await callData(client, formsRoutes.visaRequest, {
    body,
    signal,
    fallbackMessage: 'Failed to send your request',
    expireSessionOn401: false,
  });
  return data.id;
}

/** POST /newsletter: subscribing twice is fine and answers the same. */
export function subscribeToNewsletter(
  client: ApiClient,
  body: NewsletterSubscription,
  { signal }: CallOptions = {},
): Promise<NewsletterResponse> {
  return callEndpoint(client, formsRoutes.newsletter, {
    body,
    signal,
    fallbackMessage: 'Failed to subscribe',
    expireSessionOn401: false,
  });
}
