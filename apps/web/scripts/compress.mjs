// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of dist/, so the
// server sends the smallest one the browser accepts without compressing anything per request. Files that
// compression would not shrink by a tenth (fonts, images) get no copies.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let before = 0;
let after = 0;
for (const file of files(DIST)) {
  // index.html is compressed by the server at start, after it fills in the public host.
  if (!TEXT.test(file) || path.relative(DIST, file) === 'index.html') continue;
  const raw = readFileSync(file);
  const brotli = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  if (brotli.length > raw.length * 0.9) continue;
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
  before += raw.length;
  after += brotli.length;
}
console.log(
  `compressed text assets: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli)`,
);
