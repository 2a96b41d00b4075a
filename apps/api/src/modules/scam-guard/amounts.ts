import { listSource } from './matchers';

/** 1500, 1,500, 1500.50, 1.5 (before "k"). */
const NUMBER = '\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?';
const CURRENCY = listSource('currency', false);
/** "amount 1500", "مبلغ 1500": the word marks the number as money, like a currency does. */
const MONEY_WORD = listSource('moneyWord');

/**
 * An amount marked as money: "AED 1,500", "Dh 500", "1500 dirhams", "درهم 1500", "2k AED",
 * "amount of 700", "مبلغ 700". Read on normalised text.
 */
export const MARKED_AMOUNT = new RegExp(
  [
    `(?:${CURRENCY}|${MONEY_WORD})\\s?(?:of\\s)?(?:${NUMBER})(?!\\p{N})`,
    `(?<![\\p{N}.,])(?:${NUMBER})\\s?(?:k\\s?)?${CURRENCY}`,
  ].join('|'),
  'u',
);

/** Units that make a number something other than money ("5 years", "15th", "10 am", "80 %"). */
const NOT_MONEY_UNIT =
  '\\s?(?:years?|yrs?|months?|weeks?|days?|hours?|hrs?|kg|km|cm|%|st|nd|rd|th|am|pm|سنه|سنوات|سنين|شهر|شهور|اشهر|اسبوع|يوم|ايام|ساعه|ساعات)(?![\\p{L}])';

/**
 * A bare number of 3 to 7 digits that is not a year after "in/since/from", not part of a date or
 * time and not followed by a unit. It counts as an amount only beside a payment word; longer digit
 * runs are account or phone numbers.
 */
export const PLAIN_AMOUNT = new RegExp(
  `(?<![\\p{L}\\p{N}.,:/-])(?<!(?:in|since|from|until|till|year|عام|سنه|منذ) )(?:\\d{1,3}(?:,\\d{3})+|\\d{3,7})(?![\\p{N}]|[.,:/-]\\d)(?!${NOT_MONEY_UNIT})`,
  'u',
);
