import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@naturverse/config/rsbuild';

export default defineRemoteConfig({
  name: 'marketplace',
  title: 'Marketplace',
  dir: fileURLToPath(new URL('.', import.meta.url)),
});
