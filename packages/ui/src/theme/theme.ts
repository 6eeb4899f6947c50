/**
 * The family's theme (Profile → Theme): light, dark, or system following the device's
 * prefers-color-scheme. The design tokens in styles/ui.css switch on
 * <html data-theme="dark">. The shell's boot/theme.js (inlined in index.html) applies the stored choice
 * before first paint and follows the device live; this is the app's side, used when
 * a new choice is saved. Keep the two in step.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type AppliedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function resolveTheme(choice: ThemeChoice, deviceIsDark: boolean): AppliedTheme {
  if (choice === 'system') return deviceIsDark ? 'dark' : 'light';
  return choice;
}

/** Apply a saved choice now; theme.js keeps following the device while it is 'system'. */
export function applyThemeChoice(choice: ThemeChoice, root: HTMLElement = document.documentElement): AppliedTheme {
  const deviceIsDark = typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
  const applied = resolveTheme(choice, deviceIsDark);
  root.setAttribute('data-theme-choice', choice);
  root.setAttribute('data-theme', applied);
  return applied;
}
