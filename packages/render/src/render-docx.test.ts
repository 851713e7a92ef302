import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { sampleResume } from '../test/fixtures';
import { renderDocx } from './render-docx';

describe('renderDocx', () => {
  it.each(['classic', 'modern', 'compact'] as const)(
    'writes the visible fields in order as paragraphs, bullets numbered by Word (%s)',
    async (template) => {
      const docx = await renderDocx(sampleResume(), { template, pageSize: 'a4' });
      const { value } = await mammoth.extractRawText({ buffer: Buffer.from(docx) });
      const paragraphs = value.split('\n').filter((line) => line.trim());
      expect(paragraphs.slice(0, 4)).toEqual([
        'Zoë Ångström-O’Neill',
        'zoe.oneill@example.com | (555) 010-2030 | Montréal, QC | linkedin.com/in/zoe-oneill | github.com/zoeoneill',
        'Summary',
        'Office manager with a “people first” approach – efficient, fluent in scheduling — and calm.',
      ]);
      const order = [
        'Experience',
        'Office Manager — Café Fleur Ltd, Montréal, QC',
        'Mar 2019 – Present',
        'Filed and reconciled the office’s accounts every week',
        'Administrative Assistant — Northwind Traders, Toronto, ON',
        'Skills',
      ].map((line) => paragraphs.indexOf(line));
      expect(order.every((index) => index > 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(value).not.toMatch(/Hidden Hobbies|falconry|Unseen bullet|\t/);
      const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(docx) });
      expect(html).toContain('<li>Filed and reconciled the office’s accounts every week</li>');
    },
  );
});
