import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@naturverse/build-preset/rsbuild';

export default defineRemoteConfig({
  name: 'passport',
  title: 'Passport',
  dir: fileURLToPath(new URL('.', import.meta.url)),
});
