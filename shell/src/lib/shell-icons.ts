/**
 * The build's one file of the header's and the home page's icons (shell/build/icon-sprites.ts):
 * `${SHELL_ICONS}#<name>` shows one of them, and all of them cost the page one image document.
 */
export const SHELL_ICONS = '/icons/shell.svg';
