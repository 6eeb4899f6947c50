// The design system's styles are their own entry, '@naturverse/ui/styles.css', imported once by
// each page host (the shell's bootstrap, a hub's standalone bootstrap): importing them here would
// put a second copy in every chunk that takes the whole package (the shell's federation chunk).

export type { ButtonProps, ButtonVariant, LinkButtonProps } from './components/Button';
export { Button, LinkButton, buttonClass } from './components/Button';
export type { CardProps } from './components/Card';
export { Card } from './components/Card';
export type { CharacterCountProps } from './components/CharacterCount';
export { CharacterCount } from './components/CharacterCount';
export { EmptyState } from './components/EmptyState';
export type { ErrorBoundaryProps } from './components/ErrorBoundary';
export { ErrorBoundary } from './components/ErrorBoundary';
export type { ErrorFallbackProps } from './components/ErrorFallback';
export { ErrorFallback } from './components/ErrorFallback';
export type { CheckboxFieldProps, RangeFieldProps, SelectFieldProps, TextAreaFieldProps, TextFieldProps } from './components/fields';
export { CheckboxField, RangeField, SelectField, TextAreaField, TextField } from './components/fields';
export { HubPlaceholder } from './components/HubPlaceholder';
export type { ModalProps } from './components/Modal';
export { Modal } from './components/Modal';
export { NotFound } from './components/NotFound';
export type { GrownUpLinkProps } from './parental-gate/GrownUpLink';
export { GrownUpLink } from './parental-gate/GrownUpLink';
export type { PageProps } from './components/Page';
export { Page } from './components/Page';
export type { StandaloneHostProps } from './components/StandaloneHost';
export { StandaloneHost } from './components/StandaloneHost';
export type { TabItem, TabsProps } from './components/Tabs';
export { Tabs } from './components/Tabs';
export { SITE_NAME, formatTitle, useDocumentTitle } from './hooks/useDocumentTitle';
export { prefersReducedMotion, usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
export type { ToastKind } from './toast/toast';
export { TOAST_DURATION_MS, toast } from './toast/toast';
export { reportWriteFailure } from './toast/report-write-failure';
export { Toaster } from './toast/Toaster';
export type { AppliedTheme, ThemeChoice } from './theme/theme';
export { applyThemeChoice, resolveTheme } from './theme/theme';
