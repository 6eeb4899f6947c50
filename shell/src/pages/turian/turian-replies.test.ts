import { describe, expect, it } from 'vitest';
import { DEMO_PROMPTS, addExchange, type ChatLine } from './turian-replies';

describe('Turian offline demo', () => {
  it('answers each prompt with its canned reply', () => {
    const [hello] = DEMO_PROMPTS;
    if (!hello) throw new Error('no prompts');
    expect(addExchange([], hello, 1)).toEqual([
      { id: 1, from: 'you', text: 'Say hello' },
      { id: 2, from: 'turian', text: hello.reply },
    ]);
  });

  it('keeps only the last 20 lines', () => {
    let lines: ChatLine[] = [];
    for (let i = 0; i < 15; i++) lines = addExchange(lines, DEMO_PROMPTS[i % DEMO_PROMPTS.length]!, i * 2);
    expect(lines).toHaveLength(20);
    expect(lines.at(-1)?.id).toBe(29);
  });
});
