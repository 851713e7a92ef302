/** Resumes for the tests: a small hand-made one, and the shared corpus read at run time when present. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { RenderableResume } from '../src/types';

export const CORPUS_URL = new URL('../../../../shared/corpus/resumes/', import.meta.url);
export const CORPUS_PRESENT = existsSync(CORPUS_URL);

export function corpusResumes(): Array<{ file: string; text: string }> {
  if (!CORPUS_PRESENT) return [];
  return readdirSync(CORPUS_URL)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => ({ file, text: readFileSync(new URL(file, CORPUS_URL), 'utf8') }));
}

const bullet = (id: string, text: string) => ({ id, text, original_char: '•' });

export function sampleResume(): RenderableResume {
  return {
    contact: {
      name: 'Zoë Ångström-O’Neill',
      email: 'zoe.oneill@example.com',
      phone: '(555) 010-2030',
      location: 'Montréal, QC',
      linkedin: 'linkedin.com/in/zoe-oneill',
      github: 'github.com/zoeoneill',
      raw_contact_line: '',
    },
    sections: [
      {
        id: 's1',
        title: 'Summary',
        type: 'summary',
        visible: true,
        order: 1,
        content_lines: [
          'Office manager with a “people first” approach – efficient, fluent in scheduling — and calm.',
        ],
        bullets: [],
        entries: [],
      },
      {
        id: 's3',
        title: 'Skills',
        type: 'skills',
        visible: true,
        order: 3,
        content_lines: ['Scheduling, office workflow, financial reporting, staff affairs'],
        bullets: [],
        entries: [],
      },
      {
        id: 's2',
        title: 'Experience',
        type: 'experience',
        visible: true,
        order: 2,
        content_lines: [],
        bullets: [],
        entries: [
          {
            id: 'e1',
            title: 'Office Manager',
            company: 'Café Fleur Ltd',
            location: 'Montréal, QC',
            dates: 'Mar 2019 – Present',
            bullets: [
              bullet('b1', 'Filed and reconciled the office’s accounts every week'),
              bullet('b2', 'Cut supply costs by 18% by renegotiating three vendor contracts'),
            ],
          },
          {
            id: 'e2',
            title: 'Administrative Assistant',
            company: 'Northwind Traders',
            location: 'Toronto, ON',
            dates: 'Jan 2016 – Feb 2019',
            bullets: [bullet('b3', 'Managed calendars for five directors and arranged travel')],
          },
        ],
      },
      {
        id: 's4',
        title: 'Hidden Hobbies',
        type: 'interests',
        visible: false,
        order: 4,
        content_lines: ['Secret falconry club'],
        bullets: [bullet('b4', 'Unseen bullet text')],
        entries: [],
      },
    ],
  };
}
