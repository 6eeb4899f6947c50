import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@naturverse/config/rsbuild';

export default defineRemoteConfig({
  name: 'naturbank',
  title: 'NaturBank',
  dir: fileURLToPath(new URL('.', import.meta.url)),
});
