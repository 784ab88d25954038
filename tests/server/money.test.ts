import { describe, expect, it } from 'vitest';
import { percentOf, roundMoney, sameMoney, subtract, sum, times, toMinor } from '../../common/money';

describe('common/money: exact amounts, one rounding', () => {
  it('subtracts and sums without float drift', () => {
    expect(0.3 - 0.1).not.toBe(0.2);
    expect(subtract(0.3, 0.1)).toBe(0.2);
    expect(subtract(1000.1, 999.9)).toBe(0.2);
    expect(sum([0.1, 0.2, 0.3])).toBe(0.6);
    expect(times(19.99, 3)).toBe(59.97);
    expect(() => times(10, 1.5)).toThrow(RangeError);
  });

  it('takes a percent rounded once to the kopeck, half away from zero', () => {
    expect(percentOf(9600, 10)).toBe(960);
    expect(percentOf(0.05, 10)).toBe(0.01);
    expect(percentOf(1.15, 50)).toBe(0.58);
    expect(percentOf(333.33, 12.5)).toBe(41.67);
    expect(toMinor(1.005)).toBe(101);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(sameMoney(0.1 + 0.2, 0.3)).toBe(true);
  });
});
