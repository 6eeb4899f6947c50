// The design system's styles are their own entry, '@naturverse/ui/styles.css', imported once by
// each page host (the shell's bootstrap, a hub's standalone bootstrap): importing them here would
// put a second copy in every chunk that takes the whole package (the shell's federation chunk).

export type { ButtonProps, ButtonVariant, LinkButtonProps } from './components/Button.js';
export { Button, LinkButton, buttonClass } from './components/Button.js';
export type { CardProps } from './components/Card.js';
export { Card } from './components/Card.js';
export type { CharacterCountProps } from './components/CharacterCount.js';
export { CharacterCount } from './components/CharacterCount.js';
export { EmptyState } from './components/EmptyState.js';
export type { ErrorBoundaryProps } from './components/ErrorBoundary.js';
export { ErrorBoundary } from './components/ErrorBoundary.js';
export type { ErrorFallbackProps } from './components/ErrorFallback.js';
export { ErrorFallback } from './components/ErrorFallback.js';
export type { CheckboxFieldProps, RangeFieldProps, SelectFieldProps, TextAreaFieldProps, TextFieldProps } from './components/fields.js';
export { CheckboxField, RangeField, SelectField, TextAreaField, TextField } from './components/fields.js';
export { HubPlaceholder } from './components/HubPlaceholder.js';
export type { ModalProps } from './components/Modal.js';
export { Modal } from './components/Modal.js';
export { NotFound } from './components/NotFound.js';
export type { GrownUpLinkProps } from './parental-gate/GrownUpLink.js';
export { GrownUpLink } from './parental-gate/GrownUpLink.js';
export type { PageProps } from './components/Page.js';
export { Page } from './components/Page.js';
export type { StandaloneHostProps } from './components/StandaloneHost.js';
export { StandaloneHost } from './components/StandaloneHost.js';
export type { TabItem, TabsProps } from './components/Tabs.js';
export { Tabs } from './components/Tabs.js';
export { SITE_NAME, formatTitle, useDocumentTitle } from './hooks/useDocumentTitle.js';
export { prefersReducedMotion, usePrefersReducedMotion } from './hooks/usePrefersReducedMotion.js';
export type { ToastKind } from './toast/toast.js';
export { TOAST_DURATION_MS, toast } from './toast/toast.js';
export { reportWriteFailure } from './toast/report-write-failure.js';
export { Toaster } from './toast/Toaster.js';
export type { AppliedTheme, ThemeChoice } from './theme/theme.js';
export { applyThemeChoice, resolveTheme } from './theme/theme.js';
