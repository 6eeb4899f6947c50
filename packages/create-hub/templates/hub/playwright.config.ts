import { defineHubConfig } from '@naturverse/testing/playwright';

// This hub's build (npm run build) served as a candidate inside the Naturverse shell.
export default defineHubConfig({ hub: { dist: './dist' } });
