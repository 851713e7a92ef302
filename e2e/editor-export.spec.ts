import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText } from '@resumeloop/extract';
import { expectNoSeriousViolations } from './accessibility';
import { expect, test } from './fixtures';
import { signedInWithSession } from './refined-session';

/**
 * The editor and the export end to end: a refined resume is edited (a bullet, the section order, a hidden
 * section), the preview follows when asked, the PDF is downloaded through the feedback survey and read back,
 * and Results show what an ATS reads and download the Word file.
 */

const EDITED_BULLET = 'Built a weekly sales dashboard in Tableau for 40 store managers across 12 regions';

/** Each page's text runs with their positions (rounded to a hundredth of a point), as pdf.js reads them. */
async function printedRuns(pdf: Uint8Array): Promise<string[][]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: pdf, isEvalSupported: false }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item
          ? [`${item.str} @ ${item.transform.map((value: number) => value.toFixed(2)).join(' ')}`]
          : [],
      ),
    );
  }
  await document.destroy();
  return pages;
}

/** The PDF the editor's preview worker writes for the saved document, in the page. */
function previewFromWorker(page: Page, sessionId: string): Promise<number[]> {
  return page.evaluate(async (id) => {
    const saved = await (await fetch(`/api/dynamic-pdf/${id}/current`)).json();
    const url = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => name.includes('/assets/preview-worker'));
    if (!url) throw new Error('The preview worker was not loaded.');
    const worker = new Worker(url, { type: 'module' });
    const answer = await new Promise<{ ok: boolean; pdf?: Uint8Array; error?: string }>((resolve) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.postMessage({
        id: 1,
        resume: saved.structured_resume,
        template: saved.template,
        pageSize: saved.page_size,
      });
    });
    worker.terminate();
    if (!answer.ok || !answer.pdf) throw new Error(answer.error ?? 'no PDF');
    return Array.from(answer.pdf);
  }, sessionId);
}

const savedStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved$/ });

async function atsText(page: Page, sessionId: string): Promise<string> {
  const response = await page.request.get(`/api/dynamic-pdf/${sessionId}/ats-text`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { text: string }).text;
}

async function answerSurvey(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Quick Feedback to Download PDF' });
  await expect(dialog).toBeVisible();
  const pick = (group: string, option: string) =>
    dialog
      .getByRole('group', { name: new RegExp(`^${group}`) })
      .getByText(option, { exact: true })
      .click();
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await pick('How accurate', '5');
  await pick('How good is the formatting', '4');
  await next.click();
  await expect(dialog.getByRole('heading', { name: 'Overall Assessment' })).toBeFocused();
  await pick('How much did the refinement improve', '8');
  await pick('Would you send', 'Yes');
  await next.click();
  await pick('How often', 'This is my first time');
  await pick('Years of work experience', '3-5 years');
  await next.click();
  await expect(dialog.getByRole('heading', { name: 'Technical & Privacy' })).toBeVisible();
  await expectNoSeriousViolations(page);
  return dialog;
}

test('edit a refined resume, follow it in the preview, and export it through the feedback survey', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const sessionId = await signedInWithSession(page, request, 'Priya Raman');

  const preview = page.getByRole('region', { name: 'Preview' }).getByTestId('pdf-pages');
  const canvas = preview.getByRole('img', { name: /^Resume preview, page 1 of \d+$/ });

  await test.step('the standalone editor opens on the refined resume with its preview drawn', async () => {
    await page.goto(`/dynamic-pdf-editor/${sessionId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resume Editor');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Priya Raman');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(preview).toHaveAttribute('data-render-count', '1', { timeout: 20_000 });
    await expect(canvas).toBeVisible();
    // The preview follows every change by itself: nothing to press, nothing to tick.
    await expect(page.getByRole('button', { name: 'Update Preview' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  await test.step("the browser's preview is the server's PDF: the same pages, text and positions", async () => {
    // The session starts in Classic; each choice is a change the editor saves.
    for (const template of ['modern', 'compact', 'classic']) {
      await page.getByRole('combobox', { name: 'Template' }).selectOption(template);
      await expect(savedStatus(page)).toBeVisible();
      const local = new Uint8Array(await previewFromWorker(page, sessionId));
      const server = await page.request.get(`/api/dynamic-pdf/${sessionId}/preview-pdf`);
      expect(server.status()).toBe(200);
      const [ours, theirs] = await Promise.all([
        printedRuns(local),
        printedRuns(new Uint8Array(await server.body())),
      ]);
      expect(ours.length).toBeGreaterThan(0);
      expect(ours).toEqual(theirs);
    }
  });

  await test.step('an edited bullet reaches the preview as it is typed, and is saved', async () => {
    const before = await canvas.evaluate((element) => (element as HTMLCanvasElement).toDataURL());
    const drawn = Number(await preview.getAttribute('data-render-count'));
    const bullet = page.getByRole('textbox', { name: /^Bullet 1 of Data Analyst at Northgate/ });
    await bullet.fill(EDITED_BULLET);
    // Drawn in the browser from the text as typed, before the save (1.5 s after the last keystroke).
    await expect
      .poll(async () => Number(await preview.getAttribute('data-render-count')), { timeout: 10_000 })
      .toBeGreaterThan(drawn);
    await expect
      .poll(() => canvas.evaluate((element) => (element as HTMLCanvasElement).toDataURL()))
      .not.toBe(before);
    await expect(savedStatus(page)).toBeVisible();
    expect(await atsText(page, sessionId)).toContain('across 12 regions');
  });

  await test.step('sections move and hide, by keyboard too, and the server keeps both', async () => {
    const titles = () =>
      page
        .getByRole('textbox', { name: 'Section title' })
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(await titles()).toEqual(['SUMMARY', 'EXPERIENCE', 'EDUCATION', 'SKILLS']);
    await expect(page.getByRole('button', { name: 'Move SUMMARY up' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move SKILLS down' })).toBeDisabled();
    await page.getByRole('button', { name: 'Move SKILLS up' }).click();
    await expect.poll(titles).toEqual(['SUMMARY', 'EXPERIENCE', 'SKILLS', 'EDUCATION']);
    await expect(savedStatus(page)).toBeVisible();
    await page.getByRole('checkbox', { name: 'EDUCATION visible' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'EDUCATION visible' })).not.toBeChecked();
    await expect(savedStatus(page)).toBeVisible({ timeout: 10_000 });
    const current = await page.request.get(`/api/dynamic-pdf/${sessionId}/current`);
    const { structured_resume: resume } = (await current.json()) as {
      structured_resume: { sections: Array<{ title: string; visible: boolean; order: number }> };
    };
    expect(resume.sections.map((section) => [section.title, section.visible, section.order])).toEqual([
      ['SUMMARY', true, 1],
      ['EXPERIENCE', true, 2],
      ['SKILLS', true, 3],
      ['EDUCATION', false, 4],
    ]);
    const text = await atsText(page, sessionId);
    expect(text).not.toContain('University of York');
    expect(text.indexOf('SKILLS')).toBeGreaterThan(text.indexOf('EXPERIENCE'));
  });

  await test.step('Save & Download asks for feedback first, then downloads the PDF as edited', async () => {
    await page.getByRole('button', { name: 'Save & Download' }).click();
    const dialog = await answerSurvey(page);
    const download = page.waitForEvent('download', { timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Submit & Download PDF' }).click();
    await expect(dialog).toBeHidden();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^enhanced_resume_\d{8}T\d{6}Z\.pdf$/);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(bytes));
    expect(text).toContain('across 12 regions');
    expect(text).not.toContain('University of York');
    expect(text.indexOf('SKILLS')).toBeGreaterThan(text.indexOf('EXPERIENCE'));
  });

  await test.step('Results show the first page and what an ATS reads, and download Word and PDF', async () => {
    await page.goto(`/refine?open=${sessionId}&step=results`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resume Analysis Complete');
    const ats = page.getByRole('region', { name: 'What an ATS reads' });
    await expect(ats.getByRole('region', { name: 'Text read from the PDF' })).toContainText(
      'across 12 regions',
    );
    await expect(ats.getByText(/^Contact details read back: (yes|no)$/)).toBeVisible();
    const firstPage = page.getByRole('region', { name: 'Your resume' });
    await expect(firstPage.getByTestId('pdf-pages')).toHaveAttribute('data-render-count', '1', {
      timeout: 20_000,
    });
    await expect(firstPage.getByRole('img', { name: /^Your resume, page 1 of \d+$/ })).toBeVisible();
    await expect(firstPage.getByRole('link', { name: 'Dynamic PDF Editor' })).toHaveAttribute(
      'href',
      `/dynamic-pdf-editor/${sessionId}`,
    );
    await expectNoSeriousViolations(page);

    const word = page.waitForEvent('download', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Download Word (.docx)' }).click();
    const docx = await word;
    expect(docx.suggestedFilename()).toMatch(/^enhanced_resume_\d{8}T\d{6}Z\.docx$/);
    const docxBytes = await readFile(await docx.path());
    expect(docxBytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await extractText(new Uint8Array(docxBytes))).text).toContain('across 12 regions');

    // Feedback is in: the PDF now downloads at once, without the survey.
    const pdf = page.waitForEvent('download', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Export Enhanced Resume (PDF)' }).click();
    expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('the feedback survey fits 1024 x 768 and 768 x 1024 windows and a phone, names the format asked for, and gives the focus back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sessionId = await signedInWithSession(page, request, 'Dana Whitfield');

  for (const size of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
    { width: 390, height: 844 },
  ]) {
    await test.step(`at ${size.width} x ${size.height}`, async () => {
      await page.setViewportSize(size);
      await page.goto(`/refine?open=${sessionId}&step=results`);
      const word = page.getByRole('button', { name: 'Download Word (.docx)' });
      await word.click();
      const dialog = page.getByRole('dialog', { name: 'Quick Feedback to Download Word' });
      await expect(dialog).toBeVisible();
      // The actions stay in the window while the questions scroll.
      await expect(dialog.getByRole('button', { name: 'Next' })).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByRole('button', { name: 'Previous' })).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: test.info().outputPath(`survey-${size.width}.png`) });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(word).toBeFocused();
    });
  }
});

test('on a phone, and at 200% zoom, the editor shows one pane at a time and a preview that zooms', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sessionId = await signedInWithSession(page, request, 'Noor Haddad');

  // 390 px is a phone; 640 px is a 1280 px window zoomed to 200%.
  for (const width of [390, 640]) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/dynamic-pdf-editor/${sessionId}`);
      const show = page.getByRole('group', { name: 'Show' });
      const preview = page.getByRole('region', { name: 'Preview' });
      await expect(show.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
      await expect(preview).toBeHidden();

      await show.getByRole('button', { name: 'Preview' }).click();
      await expect(preview).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Name' })).toBeHidden();
      const canvas = preview.getByRole('img', { name: /^Resume preview, page 1 of \d+$/ });
      await expect(canvas).toBeVisible({ timeout: 20_000 });
      await expect(canvas).toBeInViewport();
      const fitted = (await canvas.boundingBox())?.width ?? 0;
      expect(fitted).toBeGreaterThan(width * 0.8);
      await expectNoSeriousViolations(page);

      await preview.getByRole('button', { name: 'Zoom in' }).click();
      await preview.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(fitted * 1.9);
      // Zoomed, the pages scroll sideways in a region the keyboard reaches.
      await expect(preview.getByRole('region', { name: 'Zoomed preview' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: test.info().outputPath(`editor-preview-${width}.png`) });
      await preview.getByRole('button', { name: 'Fit to width' }).click();
      await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeLessThan(fitted * 1.1);

      await show.getByRole('button', { name: 'Edit' }).click();
      await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
    });
  }
});

const TWO_ROLES = `Priya Raman
Data Analyst | Leeds, UK | priya.raman@example.com | +44 7700 900123
EXPERIENCE
Northgate Retail Group, Leeds — Data Analyst, March 2021 – Present
• Built a weekly sales dashboard in Tableau for 40 store managers
• Wrote SQL queries to reconcile stock counts across three warehouses
Harbor Freight Logistics, York — Reporting Analyst, June 2018 – February 2021
• Automated the month-end revenue report in Python
EDUCATION
BSc Mathematics, University of York, 2018
SKILLS
SQL, Python, pandas, Tableau, Excel`;

test('sections, entries and bullets move by drag and by keyboard, each move undone and redone', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // Tall enough that every handle and every place it goes is on the screen at once: a hand's drag, unscrolled.
  await page.setViewportSize({ width: 1280, height: 3600 });
  const sessionId = await signedInWithSession(page, request, 'Priya Raman', TWO_ROLES);
  await page.goto(`/dynamic-pdf-editor/${sessionId}`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Priya Raman');

  const values = (name: string | RegExp) =>
    page
      .getByRole('textbox', { name })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const sections = () => values('Section title');
  const companies = () => values('Company');
  const bullets = () => values(/^Bullet \d of Data Analyst at Northgate/);
  /**
   * Space on the handle, the up arrow until the item is over the first place, Space again: each step heard
   * (dnd-kit's announcements) before the next. The arrow is pressed again only while nothing moved: the
   * sensor takes keys a moment after it is picked up, sooner than any hand presses one.
   */
  async function keyboardMoveToTop(handle: string | RegExp, what: string) {
    await page.getByRole('button', { name: handle }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(new RegExp(`^${what} is over position \\d+ of`))).toBeAttached();
    const atTop = page.getByText(new RegExp(`^${what} is over position 1 of`));
    await expect(async () => {
      if (!(await atTop.count())) await page.keyboard.press('ArrowUp');
      await expect(atTop).toBeAttached({ timeout: 250 });
    }).toPass();
    await page.keyboard.press('Space');
    await expect(page.getByText(new RegExp(`^${what} dropped at position 1 of`))).toBeAttached();
  }
  const undo = () => page.keyboard.press('Control+z');
  const redo = () => page.keyboard.press('Control+Shift+z');

  /** Drags `handle` onto `target` with the pointer, in small steps as a hand does. */
  async function drag(handle: string, target: string) {
    const from = await page.getByRole('button', { name: handle, exact: true }).boundingBox();
    const to = await page.getByRole('button', { name: target, exact: true }).boundingBox();
    if (!from || !to) throw new Error('handle not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1)
      await page.mouse.move(
        from.x + from.width / 2,
        from.y + from.height / 2 + ((to.y - from.y) * step) / 12 + (to.y < from.y ? -4 : 4),
      );
    await page.mouse.up();
  }

  /** A move, then Undo and Redo: the order read back after each. */
  async function moveUndoRedo(read: () => Promise<string[]>, move: () => Promise<void>, after: string[]) {
    const before = await read();
    await move();
    await expect.poll(read).toEqual(after);
    await undo();
    await expect.poll(read).toEqual(before);
    await redo();
    await expect.poll(read).toEqual(after);
  }

  expect(await sections()).toEqual(['EXPERIENCE', 'EDUCATION', 'SKILLS']);
  await test.step('a section, by keyboard, then by drag', async () => {
    await moveUndoRedo(sections, () => keyboardMoveToTop(/^Move SKILLS$/, 'SKILLS'), [
      'SKILLS',
      'EXPERIENCE',
      'EDUCATION',
    ]);
    await moveUndoRedo(sections, () => drag('Move EDUCATION', 'Move SKILLS'), [
      'EDUCATION',
      'SKILLS',
      'EXPERIENCE',
    ]);
  });

  await test.step('an entry, by keyboard, then by drag', async () => {
    const first = ['Northgate Retail Group, Leeds', 'Harbor Freight Logistics, York'];
    expect(await companies()).toEqual(first);
    await moveUndoRedo(
      companies,
      () =>
        keyboardMoveToTop(
          /^Move Reporting Analyst at Harbor/,
          'Reporting Analyst at Harbor Freight Logistics, York',
        ),
      [...first].reverse(),
    );
    await moveUndoRedo(
      companies,
      () =>
        drag(
          'Move Data Analyst at Northgate Retail Group, Leeds in EXPERIENCE',
          'Move Reporting Analyst at Harbor Freight Logistics, York in EXPERIENCE',
        ),
      first,
    );
  });

  await test.step('a bullet, by keyboard, then by drag', async () => {
    const first = await bullets();
    expect(first).toHaveLength(2);
    const of = 'of Data Analyst at Northgate Retail Group, Leeds';
    await moveUndoRedo(
      bullets,
      () => keyboardMoveToTop(new RegExp(`^Move bullet 2 ${of}$`), `bullet 2 ${of}`),
      [...first].reverse(),
    );
    await moveUndoRedo(bullets, () => drag(`Move bullet 2 ${of}`, `Move bullet 1 ${of}`), first);
    await undo();
    await expect.poll(bullets).toEqual([...first].reverse());
  });

  await test.step('the server keeps the order as it stands', async () => {
    await expect(savedStatus(page)).toBeVisible({ timeout: 10_000 });
    await expect
      .poll(async () => {
        const current = await page.request.get(`/api/dynamic-pdf/${sessionId}/current`);
        const { structured_resume: resume } = (await current.json()) as {
          structured_resume: {
            sections: Array<{
              title: string;
              entries: Array<{ company: string; bullets: Array<{ text: string }> }>;
            }>;
          };
        };
        const experience = resume.sections.find((section) => section.title === 'EXPERIENCE');
        return [
          resume.sections.map((section) => section.title),
          experience?.entries.map((entry) => entry.company),
          experience?.entries[0]?.bullets[0]?.text.slice(0, 10),
        ];
      })
      .toEqual([
        ['EDUCATION', 'SKILLS', 'EXPERIENCE'],
        ['Northgate Retail Group, Leeds', 'Harbor Freight Logistics, York'],
        'Wrote SQL ',
      ]);
    await expectNoSeriousViolations(page);
  });
});

/** Two roles of 24 one-line bullets each: the second is cut by the first page break. */
const LONG_ROLES = [
  'Priya Raman',
  'Data Analyst | Leeds, UK | priya.raman@example.com | +44 7700 900123',
  'EXPERIENCE',
  'Northgate Retail Group, Leeds — Data Analyst, March 2021 – Present',
  ...Array.from({ length: 24 }, (_, index) => `• Built weekly report ${index + 1} for the store managers`),
  'Harbor Freight Logistics, York — Reporting Analyst, June 2018 – February 2021',
  ...Array.from({ length: 24 }, (_, index) => `• Automated monthly report ${index + 1} in Python`),
  'SKILLS',
  'SQL, Python, pandas, Tableau, Excel',
].join('\n');

test('keeping an entry together and starting a section on a new page move the PDF’s page breaks', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sessionId = await signedInWithSession(page, request, 'Priya Raman', LONG_ROLES);
  await page.goto(`/dynamic-pdf-editor/${sessionId}`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Priya Raman');

  /** The page (1-based) of the server's PDF that prints `text` first. */
  const pageOf = async (text: string) => {
    const response = await page.request.get(`/api/dynamic-pdf/${sessionId}/preview-pdf`);
    const pages = await printedRuns(new Uint8Array(await response.body()));
    return pages.findIndex((runs) => runs.some((run) => run.startsWith(text))) + 1;
  };

  await test.step('the second role starts on page 1 and runs onto page 2', async () => {
    expect(await pageOf('Reporting Analyst')).toBe(1);
    expect(await pageOf('Automated monthly report 24 ')).toBe(2);
  });

  await test.step('kept together, it starts on page 2', async () => {
    await page
      .getByRole('checkbox', { name: /^Keep Reporting Analyst at Harbor Freight Logistics.* on one page$/ })
      .check();
    await expect(savedStatus(page)).toBeVisible();
    await expect.poll(() => pageOf('Reporting Analyst')).toBe(2);
  });

  await test.step('a section set to start on a new page does', async () => {
    const skills = await pageOf('SKILLS');
    await page.getByRole('checkbox', { name: 'Start SKILLS on a new page' }).check();
    await expect(savedStatus(page)).toBeVisible();
    await expect.poll(() => pageOf('SKILLS')).toBe(skills + 1);
    // The last page now holds a line or two: the editor says so, with the fix.
    await expect(page.getByText(/^Page \d holds only \d+ lines?; shorten a few bullets/)).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  await test.step("the Polish step's own address opens in a new tab, with both choices kept", async () => {
    const tab = await page.context().newPage();
    await tab.goto(`/refine?step=polish&session=${sessionId}`);
    await expect(tab.getByRole('heading', { name: 'Polish Your Resume' })).toBeVisible();
    await expect(tab.getByRole('textbox', { name: 'Name' })).toHaveValue('Priya Raman');
    await expect(tab.getByRole('checkbox', { name: 'Start SKILLS on a new page' })).toBeChecked();
    await expect(
      tab.getByRole('checkbox', {
        name: /^Keep Reporting Analyst at Harbor Freight Logistics.* on one page$/,
      }),
    ).toBeChecked();
    await tab.close();
  });
});
