import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimalInput } from './decimal.ts';

describe('formatDecimal', () => {
  it.each([
    ['1234.50', 'en', '1,234.50'],
    ['1234.50', 'de', '1.234,50'],
    ['12345.5', 'it', '12.345,50'],
    ['0.1', 'en', '0.10'],
    ['7', 'es', '7,00'],
    ['12345.00', 'es', '12.345,00'],
  ])('shows %s in %s as %s', (value, locale, shown) => {
    expect(formatDecimal(value, locale)).toBe(shown);
  });

  it('groups Russian amounts with a no-break space and a decimal comma', () => {
    expect(formatDecimal('1234567.89', 'ru').replace(/\s/g, ' ')).toBe('1 234 567,89');
  });

  it('keeps every digit of amounts beyond what a float holds exactly', () => {
    expect(formatDecimal('9999999999999.99', 'en')).toBe('9,999,999,999,999.99');
    expect(formatDecimal('12345678901.23', 'de')).toBe('12.345.678.901,23');
    expect(formatDecimal('90071992547409931.01', 'en')).toBe('90,071,992,547,409,931.01');
  });

  it('never rounds a longer fraction and shows anything else as it came', () => {
    expect(formatDecimal('1.239', 'en')).toBe('1.239');
    expect(formatDecimal('n/a', 'en')).toBe('n/a');
  });
});

describe('parseDecimalInput', () => {
  it.each([
    ['1234.50', 'en', '1234.50'],
    ['1,234.50', 'en', '1234.50'],
    ['1,234', 'en', '1234'],
    ['1,23', 'en', '1.23'],
    ['1.234,50', 'de', '1234.50'],
    ['1234,5', 'de', '1234.5'],
    ['1234.50', 'de', '1234.50'],
    ['1,234.50', 'de', '1234.50'],
    ['1.234', 'de', '1234'],
    ['1.234.567', 'it', '1234567'],
    ['1 234,50', 'ru', '1234.50'],
    ['1\u00a0234,50', 'ru', '1234.50'],
    ['  0.1 ', 'en', '0.1'],
    ['0,30', 'es', '0.30'],
    ['.5', 'en', '0.5'],
    ['007', 'en', '7'],
    ['+12', 'en', '12'],
    ['12345678901.23', 'en', '12345678901.23'],
    ['9999999999999.99', 'en', '9999999999999.99'],
  ])('reads %j typed in %s as %s', (typed, locale, value) => {
    expect(parseDecimalInput(typed, locale)).toEqual({ value });
  });

  it.each([
    ['1.234', 'en'],
    ['1.234', 'ru'],
    ['12,345', 'de'],
    ['1,2345', 'en'],
    ['12.', 'en'],
    ['1,23,456', 'en'],
    ['1.2,3.4', 'en'],
    ['12a', 'en'],
    ['1e5', 'en'],
    ['.', 'en'],
    ['10000000000000', 'en'],
  ])('refuses %j in %s with the amount format rule', (typed, locale) => {
    expect(parseDecimalInput(typed, locale)).toEqual({ error: 'amountFormat' });
  });

  it('refuses a negative amount with its own rule', () => {
    expect(parseDecimalInput('-5', 'en')).toEqual({ error: 'amountNotNegative' });
    expect(parseDecimalInput('\u22125,00', 'de')).toEqual({ error: 'amountNotNegative' });
  });
});
