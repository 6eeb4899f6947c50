import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@naturverse/build-preset/rsbuild';

export default defineRemoteConfig({
  name: 'marketplace',
  title: 'Marketplace',
  dir: fileURLToPath(new URL('.', import.meta.url)),
});
