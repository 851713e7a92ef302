#!/usr/bin/env node
// The `resumeloop` command. The workspaces ship TypeScript sources with no build step, so tsx compiles them
// as they load: register it, then hand the arguments to src/main.ts.
import { register } from 'tsx/esm/api';

register();
const { run } = await import('../src/main.ts');
process.exitCode = await run(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
});
