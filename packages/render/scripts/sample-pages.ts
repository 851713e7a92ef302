/**
 * Renders one real corpus resume in each template to /tmp/render-samples/<template>.pdf and the first
 * page of each to a PNG (pdftoppm, 60 dpi), to look at. Usage: npm run samples --workspace packages/render
 * [-- 033.txt]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseResume } from '@resumeloop/engine';
import { loadFonts } from '../src/load-fonts';
import { renderPdf } from '../src/render-pdf';
import type { TemplateName } from '../src/types';
import { CORPUS_URL } from '../test/fixtures';

const OUT = '/tmp/render-samples';
const file = process.argv[2] ?? '037.txt';
const resume = parseResume(readFileSync(new URL(file, CORPUS_URL), 'utf8'));
// The corpus is anonymised: a made-up contact block shows how the templates set one.
if (!resume.contact.name.trim())
  resume.contact = {
    ...resume.contact,
    name: 'Jordan Álvarez-Reyes',
    email: 'jordan.alvarez@example.com',
    phone: '(555) 013-2244',
    location: 'Columbus, OH',
    linkedin: 'linkedin.com/in/jordan-alvarez',
  };
const fonts = loadFonts();
mkdirSync(OUT, { recursive: true });
for (const template of ['classic', 'modern', 'compact'] satisfies TemplateName[]) {
  const { pdf, layout } = await renderPdf(resume, { template, pageSize: 'letter', fonts });
  const path = `${OUT}/${template}.pdf`;
  writeFileSync(path, pdf);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    path,
    `${OUT}/${template}`,
  ]);
  console.log(
    `${OUT}/${template}.png  pages ${layout.pages} (${layout.estimated_pages})  ${layout.warnings.join(' ')}`,
  );
}
