/**
 * Money as the product writes it, in the browser and in the functions alike: one place for the
 * dollar sign, two decimals, the minus before the sign and the rounding to the cent.
 */

/** Dollars to whole cents (12.5 -> 1250). */
export function centsOf(dollars: number): number {
  return Math.round(dollars * 100);
}

/** '$12.50' for 12.5; '-$1.35' for -1.35; rounded to the cent (never '-$0.00'). */
export function dollars(amount: number): string {
  return dollarsFromCents(centsOf(amount));
}

/** '$12.50' for 1250 cents; '-$1.35' for -135. */
export function dollarsFromCents(cents: number): string {
  const whole = Math.round(cents);
  const text = `$${(Math.abs(whole) / 100).toFixed(2)}`;
  return whole < 0 ? `-${text}` : text;
}

/** A change: '+$2.00' costs more, '-$1.35' saves, '$0.00' neither. */
export function signedDollars(amount: number): string {
  const cents = centsOf(amount);
  const text = dollarsFromCents(Math.abs(cents));
  if (cents > 0) return `+${text}`;
  if (cents < 0) return `-${text}`;
  return text;
}

/** A budget as people write it: '$85' for whole dollars, '$85.50' otherwise. */
export function compactDollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : dollars(amount);
}
