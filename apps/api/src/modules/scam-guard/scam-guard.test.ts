import { describe, expect, test } from 'vitest';
import { maskPhones, PHONE_MASK, scanMessage, type ScamReason } from './index';

const flaggedEnglish: Array<[string, ScamReason[]]> = [
  [
    'Please send AED 1,500 deposit via Western Union',
    ['amount', 'deposit', 'transfer', 'money_service'],
  ],
  ['DEPOSIT required before she travels', ['deposit']],
  ['The visa fee is 1500 dirhams', ['amount', 'fee']],
  ['Ticket money Dh 500, pay today', ['amount', 'fee']],
  ['Kindly pay 2000 to confirm the booking', ['amount', 'transfer']],
  ['Send the money by MoneyGram', ['transfer', 'money_service']],
  ['You can pay at Al Ansari Exchange', ['money_service']],
  ['Transfer through LuLu Exchange please', ['money_service']],
  ['UAE Exchange is fine for the transfer', ['money_service']],
  ['Pay via Wise or PayPal', ['money_service']],
  ['We also accept crypto, USDT only', ['money_service']],
  ['Our IBAN: AE07 0331 2345 6789 0123 456', ['bank_account', 'iban']],
  ['ae070331234567890123456', ['iban']],
  ['Account number 0123456789 at Emirates NBD', ['bank_account']],
  ['Do a bank transfer today and she flies tomorrow', ['transfer']],
  ['Medical charges $200 must be paid first', ['amount', 'fee']],
  ['Down payment of 3000 AED secures her', ['amount', 'deposit']],
  ['Advance payment needed, then the visa', ['deposit']],
  ['Book here: https://bayti-offers.example.com/pay', ['link']],
  ['Chat with the agent at wa.me/971501234567', ['link']],
  ['Join t.me/maids_uae for cheaper maids', ['link']],
  ['Visit www.cheapmaids.ae', ['link']],
  ['Please transfer AED 750 processing fee to this account', ['amount', 'fee', 'transfer']],
];

const flaggedArabic: Array<[string, ScamReason[]]> = [
  ['ادفعي عربون ١٥٠٠ درهم', ['amount', 'deposit', 'transfer']],
  ['العَرَبُون مطلوب قبل السفر', ['deposit']],
  ['المطلوب دفعة مقدمة ٥٠٠ درهم', ['amount', 'deposit', 'transfer']],
  ['دفعه مقدمه قبل الفيزا', ['deposit']],
  ['رسوم التأشيرة ٢٥٠٠ درهم', ['amount', 'fee']],
  ['ثمن التذكرة على الكفيل', ['fee']],
  ['حوِّل المَبْلَغ على الحساب البنكي', ['transfer', 'bank_account']],
  ['أرسلي حوالة عن طريق ويسترن يونيون', ['transfer', 'money_service']],
  ['التحويل عن طريق الأنصاري للصرافة', ['money_service']],
  ['ممكن تدفعين في لولو للصرافة', ['money_service']],
  ['ادفع المبلغ اليوم', ['transfer']],
  ['ادفع ۲۰۰۰ درهم الآن', ['amount', 'transfer']],
  ['رقم الحساب عندي في الرسالة', ['bank_account']],
  ['الآيبان AE07 0331 2345 6789 0123 456', ['bank_account', 'iban']],
  ['نقبل بيتكوين فقط', ['money_service']],
  ['الدفع عبر موني جرام', ['money_service']],
  ['تحويل بنكي قبل الاستلام', ['transfer']],
  ['حولي الفلوس بسرعة', ['transfer']],
  ['المبلغ ٣٠٠٠ درهم والتحويل اليوم', ['amount', 'transfer']],
  ['سجلي من الرابط bit.ly/xyz', ['link']],
  ['كلميني على wa.me/971501234567', ['link']],
  ['ابعتيلي الفلوس على باي بال', ['transfer', 'money_service']],
  ['رسوم الفحص الطبي ٣٠٠ درهم', ['amount', 'fee']],
];

const legitimateEnglish = [
  'I have 5 years of experience',
  'salary 2000',
  'Salary AED 2,000 per month',
  'I will pay you AED 2000 per month',
  'The pay is 1800 a month plus food',
  'I can start on the 15th',
  'my day off is Friday',
  'call me on 050 123 4567',
  'My number is +971 50 123 4567',
  'Interview on 2026-12-01 at 10:30',
  'I send money to my family every month',
  'She is on a transfer visa',
  'I worked in 2019 in Dubai with 3 kids',
  'We live in villa 1204, Al Barsha',
  'Please send me your CV and passport copy',
  'Never send money outside Bayti',
  'email me at sara@gmail.com',
  'I can start.In Dubai I lived 2 years',
  'Thank you, I will think about it',
  'We pay the salary by bank transfer every month',
  'Hello, this is Mariam Al Ansari, we are looking for a nanny',
  'I want to be upfront with you about the hours',
];

const legitimateArabic = [
  'عندي خبرة ٥ سنوات',
  'الراتب ٢٠٠٠',
  'الراتب ٢٠٠٠ درهم شهرياً',
  'أقدر أبدأ يوم ١٥',
  'إجازتي يوم الجمعة',
  'رقمي ٠٥٠١٢٣٤٥٦٧',
  'اتصلي على ٠٥٠ ١٢٣ ٤٥٦٧',
  'المقابلة يوم ٢٠٢٦-١٢-٠١ الساعة ١٠:٣٠',
  'عندي ثلاثة أطفال',
  'ندفع الراتب كل شهر بتحويل بنكي',
  'هل تعرفين الطبخ؟',
  'نسكن في دبي مارينا',
  'شكراً مقدماً على وقتك',
  'معلومات حول العمل والسكن',
  'لا تحولي أي فلوس خارج بيتي',
  'أحتاج عاملة تبدأ الشهر القادم',
  'معك عائلة الأنصاري، نبحث عن مربية',
  'الأطفال يحبون الرسوم المتحركة',
];

describe('scanMessage', () => {
  test.each([...flaggedEnglish, ...flaggedArabic])('flags %j', (text, reasons) => {
    expect(scanMessage(text)).toEqual({
      asksForMoney: reasons.some((reason) => reason !== 'link'),
      hasLink: reasons.includes('link'),
      reasons,
    });
  });

  test.each([...legitimateEnglish, ...legitimateArabic])('lets %j through', (text) => {
    expect(scanMessage(text)).toEqual({ asksForMoney: false, hasLink: false, reasons: [] });
  });

  test('reads capitals, harakat, tatweel and full-width digits as the plain word', () => {
    expect(scanMessage('DePoSiT').reasons).toEqual(['deposit']);
    expect(scanMessage('عـــربـــون').reasons).toEqual(['deposit']);
    expect(scanMessage('Pay ＡＥＤ １５００ now').reasons).toEqual(['amount', 'transfer']);
  });
});

const masked: Array<[string, string, number]> = [
  ['call 050 123 4567', `call ${PHONE_MASK}`, 1],
  ['+971 50 123 4567', PHONE_MASK, 1],
  ['00971501234567 is my number', `${PHONE_MASK} is my number`, 1],
  ['0501234567', PHONE_MASK, 1],
  ['050-123-4567 or (050) 123.4567', `${PHONE_MASK} or ${PHONE_MASK}`, 2],
  ['Kenya: +254 712 345 678', `Kenya: ${PHONE_MASK}`, 1],
  ['+63 917 123 4567 WhatsApp', `${PHONE_MASK} WhatsApp`, 1],
  ['رقمي ٠٥٠١٢٣٤٥٦٧ واتساب', `رقمي ${PHONE_MASK} واتساب`, 1],
  ['اتصل +٩٧١ ٥٥ ٧٦٥ ٤٣٢١', `اتصل ${PHONE_MASK}`, 1],
  ['office 04 234 5678', `office ${PHONE_MASK}`, 1],
  // Home numbers as dialled at home, without a country code.
  ['my whatsapp 0712 345 678', `my whatsapp ${PHONE_MASK}`, 1],
  ['0712345678', PHONE_MASK, 1],
  ['call 09171234567 in Manila', `call ${PHONE_MASK} in Manila`, 1],
];

const untouched = [
  'I have 5 years of experience',
  'salary 2000',
  'AED 1,500 or 15000 dirhams',
  'born in 1995',
  'start 2026-12-01 at 10:30',
  '01/12/2026',
  'IBAN AE07 0331 2345 6789 0123 456',
  'AE070331234567890123456',
  'ref 12345678',
  'الراتب ٢٠٠٠ درهم',
];

describe('maskPhones', () => {
  test.each(masked)('masks %j', (text, expected, count) => {
    expect(maskPhones(text)).toEqual({ text: expected, masked: count });
  });

  test.each(untouched)('leaves %j alone', (text) => {
    expect(maskPhones(text)).toEqual({ text, masked: 0 });
  });

  test('keeps none of the digits', () => {
    expect(maskPhones('+971 50 987 6543').text).not.toMatch(/\d/);
  });
});
