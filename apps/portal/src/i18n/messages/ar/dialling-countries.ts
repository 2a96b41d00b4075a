/** Arabic names of the countries of the phone codes the forms offer (en/dialling-countries.ts). */
export const diallingCountries: Record<string, string> = {
  '+971': 'الإمارات',
  '+966': 'السعودية',
  '+968': 'عُمان',
  '+973': 'البحرين',
  '+965': 'الكويت',
  '+974': 'قطر',
  '+63': 'الفلبين',
  '+91': 'الهند',
  '+254': 'كينيا',
  '+256': 'أوغندا',
  '+94': 'سريلانكا',
  '+62': 'إندونيسيا',
  '+251': 'إثيوبيا',
  '+977': 'نيبال',
};
