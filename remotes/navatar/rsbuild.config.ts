import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@naturverse/config/rsbuild';

export default defineRemoteConfig({
  name: 'navatar',
  title: 'Navatar',
  dir: fileURLToPath(new URL('.', import.meta.url)),
});
