/**
 * Turns the HTML that mammoth makes of a DOCX body into lines of text: one line per paragraph, heading,
 * list item and table-cell paragraph, with list items given a bullet ('•') or their number, which the
 * document's numbering would otherwise drop. mammoth writes simple, well-formed HTML with escaped text, so
 * a tag scanner is enough.
 */

const BLOCK_END = /^(?:p|h[1-6]|li|tr|table|ul|ol|blockquote|pre|div)$/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    const lower = entity.toLowerCase();
    const codePoint = lower.startsWith('#x')
      ? Number.parseInt(lower.slice(2), 16)
      : lower.startsWith('#')
        ? Number.parseInt(lower.slice(1), 10)
        : undefined;
    if (codePoint === undefined) return ENTITIES[lower] ?? whole;
    return Number.isInteger(codePoint) && codePoint > 0 && codePoint <= 0x10ffff
      ? String.fromCodePoint(codePoint)
      : whole;
  });
}

export function docxHtmlToText(html: string): string {
  const lines: string[] = [];
  let line = '';
  const lists: Array<{ ordered: boolean; next: number }> = [];
  const endLine = () => {
    if (line.trim()) lines.push(line);
    line = '';
  };

  for (const [, text, closing, name] of html.matchAll(/([^<]+)|<(\/?)([a-zA-Z][\w-]*)[^>]*>/g)) {
    if (text !== undefined) {
      line += decodeEntities(text);
      continue;
    }
    const tag = (name ?? '').toLowerCase();
    if (tag === 'br') {
      endLine();
    } else if (closing) {
      if (tag === 'ul' || tag === 'ol') lists.pop();
      if (BLOCK_END.test(tag) || tag === 'td' || tag === 'th') endLine();
    } else if (tag === 'ul' || tag === 'ol') {
      endLine();
      lists.push({ ordered: tag === 'ol', next: 1 });
    } else if (tag === 'li') {
      endLine();
      const list = lists[lists.length - 1];
      if (list?.ordered) {
        line = `${list.next}. `;
        list.next += 1;
      } else {
        line = '• ';
      }
    } else if (BLOCK_END.test(tag) && line.trim() && !/^(?:•|\d+\.) $/.test(line)) {
      endLine();
    }
  }
  endLine();
  return lines.join('\n');
}
