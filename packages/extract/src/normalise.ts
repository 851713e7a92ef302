/**
 * The last step for every file kind: one line-ending style, no NULs or stray control characters, no
 * trailing spaces, at most one blank line in a row, nothing blank at either end.
 */

import { stripControlGarbage } from './control-characters';

/**
 * The usual Symbol and Wingdings list bullets, which PDF and Word text keeps as private-use characters
 * (the font's code moved to U+F0xx); other private-use characters are left alone.
 */
const SYMBOL_FONT_BULLETS: Record<string, string> = {
  '\uf0b7': '•',
  '\uf0a7': '▪',
  '\uf06e': '■',
  '\uf0d8': '➢',
  '\uf0fc': '✓',
  '\uf076': '❖',
};

export function normaliseText(text: string): string {
  return stripControlGarbage(text)
    .replace(/^\ufeff/, '')
    .replace(/\r\n?|[\v\f\u0085\u2028\u2029]/g, '\n')
    .replace(/[\uf0b7\uf0a7\uf06e\uf0d8\uf0fc\uf076]/g, (glyph) => SYMBOL_FONT_BULLETS[glyph] ?? glyph)
    .normalize('NFC')
    .replace(/[ \t\u00a0]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\n+$/g, '');
}
