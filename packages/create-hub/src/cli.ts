#!/usr/bin/env node
// The `create-hub` command (package.json "bin"): see main.ts.
import { main } from './main.js';

process.exitCode = main(process.argv.slice(2));
