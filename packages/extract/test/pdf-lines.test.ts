import { describe, expect, it } from 'vitest';
import { docxHtmlToText } from '../src/docx-html';
import { pageLines } from '../src/pdf-lines';
import type { PdfTextItem } from '../src/run-parser';

const run = (str: string, x: number, y: number, options: Partial<PdfTextItem> = {}): PdfTextItem => ({
  str,
  x,
  y,
  width: str.length * 5,
  size: 10,
  eol: false,
  ...options,
});

describe('pageLines', () => {
  it('starts a line at a line end or a new baseline, and keeps a superscript on its line', () => {
    const items = [
      run('Jordan Rivera', 72, 700, { eol: true }),
      run('Summary', 72, 686),
      run('Led 3 teams', 72, 660),
      run('1', 128, 663, { size: 6 }),
    ];
    expect(pageLines(items)).toEqual(['Jordan Rivera', 'Summary', 'Led 3 teams1']);
  });

  it('joins runs with a space where there was a space run or a gap, and with a tab across a column gap', () => {
    const items = [
      run('Member of the', 72, 600),
      run(' ', 137, 600, { width: 2 }),
      run('team', 138, 600),
      run('which', 162, 600),
      run('May 2023 - Present', 400, 600),
    ];
    expect(pageLines(items)).toEqual(['Member of the team which\tMay 2023 - Present']);
  });

  it('keeps content-stream order, so a second column is not interleaved with the first', () => {
    const items = [
      run('Skills', 72, 500, { eol: true }),
      run('Python', 72, 486, { eol: true }),
      run('SQL', 72, 472, { eol: true }),
      run('Languages', 300, 500, { eol: true }),
      run('Spanish', 300, 486),
    ];
    expect(pageLines(items)).toEqual(['Skills', 'Python', 'SQL', 'Languages', 'Spanish']);
  });

  it('keeps bullet glyphs and drops a run printed twice to fake bold type', () => {
    const items = [
      run('EXPERIENCE', 72, 400),
      run('EXPERIENCE', 72.3, 400, { eol: true }),
      run('•', 80, 386),
      run('Cut costs by 20%', 90, 386),
    ];
    expect(pageLines(items)).toEqual(['EXPERIENCE', '• Cut costs by 20%']);
  });
});

describe('docxHtmlToText', () => {
  it('gives each paragraph, heading and table cell a line and list items their bullet or number', () => {
    const html =
      '<h1>Jordan Rivera</h1><p>Data analyst &amp; mentor</p><ul><li>Built <strong>forecasts</strong></li><li>Led a team<ul><li>Hired 2</li></ul></li></ul><ol><li>First</li><li>Second</li></ol><table><tr><td><p>Northwind</p></td><td><p>2021 &#8211; Present</p></td></tr></table><p>Line one<br />Line two</p><p><img src="" /></p>';
    expect(docxHtmlToText(html).split('\n')).toEqual([
      'Jordan Rivera',
      'Data analyst & mentor',
      '• Built forecasts',
      '• Led a team',
      '• Hired 2',
      '1. First',
      '2. Second',
      'Northwind',
      '2021 – Present',
      'Line one',
      'Line two',
    ]);
  });
});
