/**
 * The suite's axe check is the testing kit's (@naturverse/testing/playwright), the one a hub
 * team's tests run: axe-core through its own public API, violations only (measured there).
 */
export { AXE_TAGS, axeViolations } from '@naturverse/testing/playwright';
