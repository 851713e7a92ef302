/**
 * The posting's title: a labelled one ('Job title: ...'), else the first short line that reads as a
 * title, else the role after 'looking for' or 'hiring', else a short first line.
 */
import { looksLikeJobTitle } from '../taxonomy/job-titles';
import { normalizeNewlines, squash } from '../text/normalize-text';

export function readTitle(text: string): string {
  const lines = normalizeNewlines(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const labelled = /^(?:job title|position|title|role)\s*[:\-–]\s*(.{3,80})$/im.exec(text);
  if (labelled) return squash(labelled[1] ?? '');
  for (const line of lines.slice(0, 5)) {
    if (
      line.length <= 90 &&
      !/[.!?]$/.test(line) &&
      looksLikeJobTitle(line.split(/\s[-–—|]\s|\(|,/)[0] ?? '')
    ) {
      return squash(line.split(/\s[|]\s/)[0] ?? line);
    }
  }
  const seeking =
    /\b(?:looking for|seeking|hiring|hire)\s+(?:an?\s+|our next\s+|a talented\s+|an experienced\s+)?((?:[A-Z][\w/&-]*\s?){1,5})/.exec(
      text,
    );
  if (seeking && looksLikeJobTitle(seeking[1] ?? '')) return squash(seeking[1] ?? '');
  const first = lines[0] ?? '';
  return first.length <= 80 ? first : '';
}
