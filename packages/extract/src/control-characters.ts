/**
 * Control characters that carry no text: the C0 controls other than tab, line feed, vertical tab, form
 * feed and carriage return, and DEL. A text file holding any is binary; extracted text loses them.
 */
export function isControlGarbage(code: number): boolean {
  return code <= 0x08 || (code >= 0x0e && code <= 0x1f) || code === 0x7f;
}

export function hasControlGarbage(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (isControlGarbage(text.charCodeAt(index))) return true;
  }
  return false;
}

export function stripControlGarbage(text: string): string {
  if (!hasControlGarbage(text)) return text;
  const kept: string[] = [];
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (!isControlGarbage(text.charCodeAt(index))) continue;
    kept.push(text.slice(start, index));
    start = index + 1;
  }
  kept.push(text.slice(start));
  return kept.join('');
}
