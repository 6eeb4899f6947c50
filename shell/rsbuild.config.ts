import { fileURLToPath } from 'node:url';
import { defineShellConfig } from '@naturverse/config/rsbuild';

export default defineShellConfig({ dir: fileURLToPath(new URL('.', import.meta.url)) });
