import { describe, expect, test } from 'vitest';
import { moneyInputText, parseMoneyInput } from './money';

describe('reading amounts people type', () => {
  test('whole dollars, cents, commas and the currency are read as integer cents', () => {
    expect(parseMoneyInput('12')).toBe(1200);
    expect(parseMoneyInput('12.5')).toBe(1250);
    expect(parseMoneyInput('12.05')).toBe(1205);
    expect(parseMoneyInput('.5')).toBe(50);
    expect(parseMoneyInput('12.')).toBe(1200);
    expect(parseMoneyInput(' B$1,250.00 ')).toBe(125000);
    expect(parseMoneyInput('$3')).toBe(300);
  });

  test('nothing typed is no bound', () => {
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput('  ')).toBeNull();
  });

  test('fractions of a cent, signs, words and a lone point are not money', () => {
    for (const text of ['1.234', '-5', 'ten', '.', '1e3', '1.2.3'])
      expect(parseMoneyInput(text)).toBe('invalid');
  });

  test('cents are shown as dollars, whole amounts without .00', () => {
    expect(moneyInputText(1250)).toBe('12.50');
    expect(moneyInputText(1205)).toBe('12.05');
    expect(moneyInputText(1200)).toBe('12');
    expect(moneyInputText(0)).toBe('0');
    expect(moneyInputText(null)).toBe('');
  });
});
