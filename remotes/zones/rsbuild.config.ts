import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@naturverse/config/rsbuild';

export default defineRemoteConfig({
  name: 'zones',
  title: 'Zones',
  dir: fileURLToPath(new URL('.', import.meta.url)),
});
