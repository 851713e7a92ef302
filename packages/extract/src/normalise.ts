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

/**
 * The line without the spaces, tabs and no-break spaces at its end. A loop, not `/[ \t\u00a0]+$/gm`: that
 * pattern tries again at every space of a long run that does not end the line, which is quadratic.
 */
function trimLineEnd(line: string): string {
  let end = line.length;
  while (end > 0) {
    const code = line.charCodeAt(end - 1);
    if (code !== 0x20 && code !== 0x09 && code !== 0xa0) break;
    end -= 1;
  }
  return end === line.length ? line : line.slice(0, end);
}

export function normaliseText(text: string): string {
  return stripControlGarbage(text)
    .replace(/^\ufeff/, '')
    .replace(/\r\n?|[\v\f\u0085\u2028\u2029]/g, '\n')
    .replace(/[\uf0b7\uf0a7\uf06e\uf0d8\uf0fc\uf076]/g, (glyph) => SYMBOL_FONT_BULLETS[glyph] ?? glyph)
    .normalize('NFC')
    .split('\n')
    .map(trimLineEnd)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\n+$/g, '');
}
