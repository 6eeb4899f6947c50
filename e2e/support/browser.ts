/** Debian's Chromium and its flags: one list, shared with the bench (packages/config). */
export { CHROMIUM_ARGS, CHROMIUM_PATH, browserPort } from '@naturverse/config/chromium';
