#!/usr/bin/env node
// `npm run build`: builds every package that has a build script, in dependency order
// (the order of the root package.json's workspaces: sdk, widgets, hosted-app, ...).
import { ensureInstalled, npmRun } from './lib/setup.mjs';

ensureInstalled();
npmRun('build', ['--if-present']);
