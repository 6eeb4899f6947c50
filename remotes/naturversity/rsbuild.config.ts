import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@naturverse/config/rsbuild';

export default defineRemoteConfig({
  name: 'naturversity',
  title: 'Naturversity',
  dir: fileURLToPath(new URL('.', import.meta.url)),
});
