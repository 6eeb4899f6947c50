import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@naturverse/config/rsbuild';

export default defineRemoteConfig({
  name: 'passport',
  title: 'Passport',
  dir: fileURLToPath(new URL('.', import.meta.url)),
});
