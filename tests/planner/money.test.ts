import { describe, expect, it } from 'vitest';
import {
  centsOf,
  compactDollars,
  dollars,
  dollarsFromCents,
  signedDollars,
} from '../../supabase/functions/_shared/rules/money.ts';

describe('money as the product writes it', () => {
  it('writes dollars to the cent, the minus before the sign', () => {
    expect(dollars(12.5)).toBe('$12.50');
    expect(dollars(0)).toBe('$0.00');
    expect(dollars(-1.35)).toBe('-$1.35');
    expect(dollars(0.1 + 0.2)).toBe('$0.30');
    expect(dollars(1234.567)).toBe('$1234.57');
    // Less than half a cent below zero is no money at all, not '-$0.00'.
    expect(dollars(-0.004)).toBe('$0.00');
  });

  it('writes cents as dollars', () => {
    expect(dollarsFromCents(1250)).toBe('$12.50');
    expect(dollarsFromCents(-135)).toBe('-$1.35');
    expect(dollarsFromCents(0)).toBe('$0.00');
    expect(centsOf(19.99)).toBe(1999);
    expect(centsOf(-0.005)).toBe(-0);
  });

  it('signs a change by what it does to the bill', () => {
    expect(signedDollars(2)).toBe('+$2.00');
    expect(signedDollars(-1.35)).toBe('-$1.35');
    expect(signedDollars(0)).toBe('$0.00');
    expect(signedDollars(0.001)).toBe('$0.00');
  });

  it('writes a budget without cents when it has none', () => {
    expect(compactDollars(85)).toBe('$85');
    expect(compactDollars(85.5)).toBe('$85.50');
  });

  it('agrees with a cent count for any amount', () => {
    for (let cents = -100_000; cents <= 100_000; cents += 37) {
      const text = dollars(cents / 100);
      expect(Math.round(Number(text.replace('$', '')) * 100)).toBe(cents);
      expect(text).toBe(dollarsFromCents(cents));
    }
  });
});
