/**
 * The country of each phone code a form offers: the Gulf's (the contact and visa forms, and a
 * worker's numbers) and the workers' home countries (her numbers). Shared by the pages' and the
 * worker's catalogues, which load apart.
 */
export const diallingCountries: Record<string, string> = {
  '+971': 'UAE',
  '+966': 'Saudi Arabia',
  '+968': 'Oman',
  '+973': 'Bahrain',
  '+965': 'Kuwait',
  '+974': 'Qatar',
  '+63': 'Philippines',
  '+91': 'India',
  '+254': 'Kenya',
  '+256': 'Uganda',
  '+94': 'Sri Lanka',
  '+62': 'Indonesia',
  '+251': 'Ethiopia',
  '+977': 'Nepal',
};
