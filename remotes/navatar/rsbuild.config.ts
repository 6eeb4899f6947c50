import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@naturverse/build-preset/rsbuild';
import { registryHub } from '@naturverse/site/registry';

// the preset a team outside uses, with this hub's title, prefixes and port from registry/local.json
export default defineRemoteConfig({ ...registryHub('navatar'), dir: fileURLToPath(new URL('.', import.meta.url)) });
