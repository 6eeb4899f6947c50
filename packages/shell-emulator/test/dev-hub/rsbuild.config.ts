// Built with the preset every hub uses. It takes the name of a hub the shell's build knows (its
// header, its prerendered page): the test is about the dev server, not about joining a new hub.
import { fileURLToPath } from 'node:url';
import { defineRemoteConfig } from '@naturverse/build-preset/rsbuild';

export default defineRemoteConfig({ name: 'navatar', title: 'Navatar', dir: fileURLToPath(new URL('.', import.meta.url)) });
