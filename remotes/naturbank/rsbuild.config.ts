import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@naturverse/build-preset/rsbuild';

export default defineRemoteConfig({
  name: 'naturbank',
  title: 'NaturBank',
  dir: fileURLToPath(new URL('.', import.meta.url)),
});
