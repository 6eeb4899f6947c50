import { describe, expect, it } from 'vitest';
import { externalHost, isGrownUpAnswer, makeGrownUpQuestion } from './grown-up-check.js';

describe('grown-up check', () => {
  it('asks a multiplication of two factors from 3 to 9', () => {
    expect(makeGrownUpQuestion(() => 0)).toEqual({ a: 3, b: 3, text: 'What is 3 times 3?' });
    expect(makeGrownUpQuestion(() => 0.999)).toEqual({ a: 9, b: 9, text: 'What is 9 times 9?' });
    // a fake that returns exactly 1 still stays in range
    expect(makeGrownUpQuestion(() => 1).a).toBe(9);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const q = makeGrownUpQuestion();
      expect(q.a).toBeGreaterThanOrEqual(3);
      expect(q.b).toBeLessThanOrEqual(9);
      seen.add(q.a);
    }
    expect(seen.size).toBeGreaterThan(3);
  });

  it('accepts only the product, typed as digits', () => {
    const q = { a: 6, b: 7, text: 'What is 6 times 7?' };
    expect(isGrownUpAnswer(q, '42')).toBe(true);
    expect(isGrownUpAnswer(q, ' 42 ')).toBe(true);
    for (const wrong of ['', '13', '41', '42.0', '4 2', 'forty-two', '0x2a', '+42', '042x']) {
      expect(isGrownUpAnswer(q, wrong), wrong).toBe(false);
    }
  });

  it('names the host of http(s) links only', () => {
    expect(externalHost('https://www.youtube.com/@naturverse')).toBe('www.youtube.com');
    expect(externalHost('javascript:alert(1)')).toBeNull();
    expect(externalHost('/about')).toBeNull();
  });
});
