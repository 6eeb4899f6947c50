import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@naturverse/build-preset/rsbuild';

export default defineRemoteConfig({
  name: 'naturversity',
  title: 'Naturversity',
  dir: fileURLToPath(new URL('.', import.meta.url)),
});
