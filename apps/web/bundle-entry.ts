import { type BuildEnvironmentOptions, build, type ResolvedConfig } from 'vite';

/**
 * Bundles one module of the app on its own (beside the app's build, with none of its plugins) and returns
 * the code of its entry chunk: the service worker (a classic script) and the shell's renderer (for Node).
 */
export async function bundleEntry(
  config: ResolvedConfig,
  name: string,
  options: BuildEnvironmentOptions,
): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      sourcemap: false,
      ...options,
    },
  });
  const chunk = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((item) => item.type === 'chunk' && item.isEntry);
  if (chunk?.type !== 'chunk') throw new Error(`the ${name} bundle has no entry chunk`);
  return chunk.code;
}
