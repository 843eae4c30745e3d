/**
 * What a money field accepts while it is typed: up to 6 digits of dollars, then a point and up to
 * 2 digits of cents ('', '12', '12.', '12.5' and '12.50' on the way to $12.50). The fields are
 * plain text fields that refuse anything else as it is typed: a formatted number field could drop
 * a point typed while the page was busy.
 */
export const MONEY_TYPING_PATTERN = /^\d{0,6}(\.\d{0,2})?$/;

/** The most a purchase of one list item may record: $1,000, or 5 times its listed price when
 *  that is more (a custom item can be dear). Beyond it, a typo is far likelier than the price. */
export function maxPaidFor(listedPrice: number): number {
  return Math.max(1000, 5 * (Number.isFinite(listedPrice) ? listedPrice : 0));
}
