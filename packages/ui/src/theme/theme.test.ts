import { describe, expect, it, vi } from 'vitest';
import { applyThemeChoice, resolveTheme } from './theme.js';

describe('resolveTheme', () => {
  it('light and dark are what they say, whatever the device', () => {
    for (const deviceIsDark of [true, false]) {
      expect(resolveTheme('light', deviceIsDark)).toBe('light');
      expect(resolveTheme('dark', deviceIsDark)).toBe('dark');
    }
  });
  it('system follows the device', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });
});

describe('applyThemeChoice', () => {
  it('sets the choice and the applied theme on the root element', () => {
    const attrs = new Map<string, string>();
    const root = { setAttribute: (k: string, v: string) => attrs.set(k, v) } as unknown as HTMLElement;
    vi.stubGlobal('window', { matchMedia: (q: string) => ({ matches: q === '(prefers-color-scheme: dark)' }) });
    try {
      expect(applyThemeChoice('system', root)).toBe('dark');
      expect(Object.fromEntries(attrs)).toEqual({ 'data-theme-choice': 'system', 'data-theme': 'dark' });
      expect(applyThemeChoice('light', root)).toBe('light');
      expect(attrs.get('data-theme')).toBe('light');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
