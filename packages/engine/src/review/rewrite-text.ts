/**
 * A rewrite as people paste it from a chat assistant: Markdown (headings with '#', '**bold**', '*' bullets,
 * rules), a line before the resume ('Here is your rewritten resume:') and one after ('Let me know if ...').
 * Read as the plain resume text the parser knows.
 */

/** Lines an assistant writes around a resume, not part of it: tables of patterns, first and last lines. */
const PREAMBLE =
  /^(?:sure|certainly|absolutely|of course|here(?:'s| is| are)|below is|i(?:'ve| have) (?:rewritten|revised|updated|tailored|polished)|this (?:version|rewrite)|great|okay|ok)\b.*(?:resume|cv|version|rewrite|below|:)\s*$/i;
const AFTERWORD =
  /^(?:let me know|i hope|feel free|would you like|if you(?:'d| would) like|note:|notes:|tips?:|key changes|changes made|what i changed|i (?:made|focused|kept|added|removed|tailored)|this (?:version|rewrite) (?:emphasi|highlight|focus))/i;

function stripMarkdown(line: string): string {
  let out = line
    // '## Experience' -> 'Experience'
    .replace(/^\s{0,3}#{1,6}\s+/, '')
    // '> quoted' -> 'quoted'
    .replace(/^\s*>\s?/, '');
  // '**bold**', '__bold__', '*italic*', '_italic_' (not inside words or around a lone '*' bullet).
  out = out
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(?<![\w*])\*(?!\s)([^*\n]+?)(?<!\s)\*(?![\w*])/g, '$1');
  out = out.replace(/(?<![\w_])_(?!\s)([^_\n]+?)(?<!\s)_(?![\w_])/g, '$1');
  // '[text](url)' -> 'text (url)', '`code`' -> 'code'.
  out = out.replace(/\[([^\]]+)\]\(([^)]+)\)/g, (_, text: string, url: string) =>
    text === url ? text : `${text} (${url})`,
  );
  out = out.replace(/`([^`]+)`/g, '$1');
  // '* item' and '+ item' are bullets as '- item' is.
  out = out.replace(/^(\s*)[*+]\s+/, '$1- ');
  return out;
}

export function readRewriteText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let inFence = false;
  for (const raw of lines) {
    if (/^\s*```/.test(raw)) {
      inFence = !inFence;
      continue;
    }
    // Rules ('---', '***', '___') and table rulers part blocks; they are no text.
    if (/^\s*(?:-{3,}|\*{3,}|_{3,}|\|?\s*:?-{3,}.*)\s*$/.test(raw)) {
      out.push('');
      continue;
    }
    out.push(stripMarkdown(raw).replace(/\s+$/, ''));
  }
  // The assistant's own lines before the resume and after it.
  while (out.length > 0 && ((out[0] ?? '').trim() === '' || PREAMBLE.test((out[0] ?? '').trim())))
    out.shift();
  let end = out.length;
  for (let index = out.length - 1; index >= 0; index -= 1) {
    const line = (out[index] ?? '').trim();
    if (line === '') continue;
    if (AFTERWORD.test(line)) end = index;
    else if (index < end - 12) break;
  }
  return out.slice(0, end).join('\n').trim();
}
