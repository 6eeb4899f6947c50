import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@naturverse/build-preset/rsbuild';

// The platform's hub preset: the shell's shared libraries, the standalone page, naturverse-hub.json
export default defineRemoteConfig({ name: '__name__', title: '__title__', dir: fileURLToPath(new URL('.', import.meta.url)) });
