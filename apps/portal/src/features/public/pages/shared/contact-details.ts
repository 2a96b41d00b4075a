/** How to reach Bayti's team: the same in every language (numbers and addresses are not translated). */
export const CONTACT_DETAILS = {
  phone: '+971 4 000 0000',
  phoneHref: '+97140000000',
  email: 'support@bayti.ae',
} as const;
