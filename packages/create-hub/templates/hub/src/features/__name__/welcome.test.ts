import { describe, expect, it } from 'vitest';
import { welcome } from './welcome';

describe('welcome', () => {
  it('names the hub', () => {
    expect(welcome('__title__')).toBe('Welcome to __title__, a new corner of Naturverse.');
  });
});
