/**
 * Node-only: the templates' font bytes, read once per process from npm font packages (SIL Open Font
 * License). Source Serif 4 for Classic, Inter for Modern, Source Sans 3 for Compact: all three cover
 * Latin with accents, curly quotes, dashes and the bullet.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FontLibrary, FontSet } from './types';

const require = createRequire(import.meta.url);

function face(pkg: string, file: string): Uint8Array {
  const directory = require.resolve(`${pkg}/package.json`).replace(/package\.json$/, '');
  return new Uint8Array(readFileSync(`${directory}${file}`));
}

function family(pkg: string, prefix: string, regular: string, bold: string): FontSet {
  return {
    regular: face(pkg, `${regular}/${prefix}_${regular}.ttf`),
    bold: face(pkg, `${bold}/${prefix}_${bold}.ttf`),
    italic: face(pkg, `${regular}_Italic/${prefix}_${regular}_Italic.ttf`),
    boldItalic: face(pkg, `${bold}_Italic/${prefix}_${bold}_Italic.ttf`),
  };
}

let library: FontLibrary | undefined;

/** The same byte arrays on every call, so parsed fonts (cached per array) are reused across renders. */
export function loadFonts(): FontLibrary {
  library ??= {
    serif: family('@expo-google-fonts/source-serif-4', 'SourceSerif4', '400Regular', '700Bold'),
    sans: family('@expo-google-fonts/inter', 'Inter', '400Regular', '600SemiBold'),
    narrowSans: family('@expo-google-fonts/source-sans-3', 'SourceSans3', '400Regular', '600SemiBold'),
  };
  return library;
}
