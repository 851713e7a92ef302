import PDFDocument from 'pdfkit';
import { expectNoSeriousViolations } from './accessibility';
import { createVerifiedAccount, newAccount, signIn } from './accounts';
import { expect, test } from './fixtures';

/**
 * The refinement journey end to end: a guest is told to sign in, signs in and lands back on /refine,
 * uploads a PDF resume, pastes a job description, picks an industry, answers the questions (reloading
 * half way), refines, reads before and after scores, then reopens the saved session from /dashboard.
 */

/** A one-page resume as a person would write it (fictional). */
const RESUME_LINES: Array<{ text: string; style?: 'name' | 'heading' | 'bullet' }> = [
  { text: 'Priya Raman', style: 'name' },
  { text: 'Data Analyst | Leeds, UK | priya.raman@example.com | +44 7700 900123' },
  { text: 'SUMMARY', style: 'heading' },
  {
    text: 'Data analyst with five years of experience turning sales and operations data into reports that managers use to plan stock and staffing.',
  },
  { text: 'EXPERIENCE', style: 'heading' },
  { text: 'Northgate Retail Group, Leeds — Data Analyst, March 2021 – Present' },
  { text: 'Built a weekly sales dashboard in Tableau for 40 store managers', style: 'bullet' },
  { text: 'Wrote SQL queries to reconcile stock counts across three warehouses', style: 'bullet' },
  { text: 'Automated the monthly margin report in Python, saving two days of manual work', style: 'bullet' },
  { text: 'Harrow & Finch Logistics, Bradford — Junior Analyst, June 2019 – February 2021' },
  { text: 'Cleaned delivery data in Excel and flagged late routes for the operations team', style: 'bullet' },
  { text: 'Helped migrate reporting from spreadsheets to a PostgreSQL database', style: 'bullet' },
  { text: 'EDUCATION', style: 'heading' },
  { text: 'BSc Mathematics, University of York, 2019' },
  { text: 'SKILLS', style: 'heading' },
  { text: 'SQL, Python, pandas, Tableau, Excel, PostgreSQL, data cleaning, stakeholder reporting' },
];

const JOB_DESCRIPTION = `Senior Data Analyst - Brightwater Energy

About the role
Brightwater Energy is looking for a Senior Data Analyst to join our commercial insights team. You will own the reporting that our pricing and customer teams rely on, and help them answer questions with data.

Responsibilities
- Build and maintain dashboards in Tableau or Power BI for pricing and customer teams
- Write efficient SQL against our PostgreSQL warehouse and review queries written by others
- Automate recurring reports with Python
- Present findings to non-technical stakeholders and recommend actions
- Mentor two junior analysts

Requirements
- 4+ years of experience in a data analyst role
- Strong SQL and Python (pandas)
- Experience with Tableau or Power BI
- Clear written and spoken communication

Nice to have
- Experience in the energy or utilities sector
- Knowledge of A/B testing and statistics`;

/** The resume as a PDF with real, selectable text; bullets are a glyph of the font so they survive. */
function resumePdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: 'Priya Raman - Resume' } });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    for (const line of RESUME_LINES) {
      if (line.style === 'name') document.font('Helvetica-Bold').fontSize(20).text(line.text);
      else if (line.style === 'heading')
        document.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(line.text);
      else if (line.style === 'bullet')
        document.font('Helvetica').fontSize(10.5).text(`• ${line.text}`, { indent: 12 });
      else document.font('Helvetica').fontSize(10.5).text(line.text);
    }
    document.end();
  });
}

test('a guest signs in, refines an uploaded PDF resume and reopens it from the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('Priya Raman');
  await createVerifiedAccount(request, account);

  await test.step('a guest on /refine is told to sign in, and comes back after signing in', async () => {
    await page.goto('/refine');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authentication Required');
    await expect(page.getByText('Please log in to access the resume refinement tool.')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, account);
    await expect(page).toHaveURL(/\/refine/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refine your resume with AI');
    await expect(page.getByText(`Welcome, ${account.fullName}!`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Input' }).first()).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  const resumeBox = page.getByRole('textbox', { name: /Your resume/ });

  await test.step('upload a PDF: its text fills the resume box', async () => {
    await page.locator('input[type="file"]').setInputFiles({
      name: 'priya-raman-resume.pdf',
      mimeType: 'application/pdf',
      buffer: await resumePdf(),
    });
    await expect(page.getByText(/Loaded priya-raman-resume\.pdf/)).toBeVisible();
    await expect(resumeBox).toHaveValue(/Priya Raman/);
    await expect(resumeBox).toHaveValue(/Built a weekly sales dashboard in Tableau for 40 store managers/);
  });

  await test.step('paste the job, pick the industry and analyze', async () => {
    const analyze = page.getByRole('button', { name: 'Analyze' });
    await expect(analyze).toBeDisabled();
    await page.getByRole('textbox', { name: /Job description/ }).fill(JOB_DESCRIPTION);
    await page.getByRole('combobox', { name: /Target industry/ }).selectOption('Data Science');
    await expect(page.getByText(/\/ 10,000 characters/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await expect(analyze).toBeEnabled();
    await analyze.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Additional Information Needed');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveURL(/\?step=questions$/);
    await expect(page.getByText('Help us understand your experience')).toBeVisible();
    await expect(page.getByText(/^\d+\/100$/)).toBeVisible();
  });

  const answers = page.getByRole('textbox', { name: /^Question \d+:/ });
  const firstAnswer =
    'About 40 store managers and 6 regional leads used the dashboard every week; it cut stock-outs by 12% in its first quarter.';

  await test.step('answer, reload half way: the answers are still there', async () => {
    await expect(answers.first()).toBeVisible();
    await answers.first().fill(firstAnswer);
    if ((await answers.count()) > 1)
      await answers.nth(1).fill('I mentored one junior analyst on SQL for a year.');
    await expect(page.getByText(/All answers:/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Additional Information Needed');
    await expect(answers.first()).toHaveValue(firstAnswer);
  });

  await test.step('the access token expires: refining renews it without losing the answers', async () => {
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toContain('rl_access');
    await page.context().clearCookies({ name: 'rl_access' });
    await page.reload();
    await expect(answers.first()).toHaveValue(firstAnswer);
  });

  await test.step('refine, then review the refined resume in the editor and what changed', async () => {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Polish Your Resume', {
      timeout: 30_000,
    });
    await expect(page).toHaveURL(/\?step=polish&session=[0-9a-f-]{36}$/);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(/Priya Raman/);
    await expect(page.getByRole('heading', { name: 'What changed' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  let beforeScore = '';
  let afterScore = '';
  await test.step('the results show the before and after scores and each category', async () => {
    await page.getByRole('button', { name: 'Continue to Results' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resume Analysis Complete');
    await expect(page.getByText('Your enhanced resume is ready!')).toBeVisible();
    const overall = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Overall Improvement' }) });
    await expect(overall).toBeVisible();
    beforeScore = (await overall.locator('dd').nth(0).textContent()) ?? '';
    afterScore = (await overall.locator('dd').nth(1).textContent()) ?? '';
    expect(beforeScore).toMatch(/^\d+ \/ 100$/);
    expect(afterScore).toMatch(/^\d+ \/ 100$/);
    await expect(overall.locator('dd').nth(3)).toHaveText(/^[+-]?\d+\.\d%$/);
    // One heading per category (the ATS report's card, a premium feature, has its own).
    await expect(page.getByRole('heading', { level: 3 }).filter({ hasNotText: 'ATS report' })).toHaveCount(7);
    // A category with a failed check opens by default; a fully passing one opens on a click.
    const toggle = page.getByRole('button', { name: /^Checks for Tailoring/ });
    const [, passed, ran] = (await toggle.textContent())?.match(/\((\d+) of (\d+) passed\)/) ?? [];
    const failing = Number(passed) < Number(ran);
    await expect(toggle).toHaveAttribute('aria-expanded', failing ? 'true' : 'false');
    if (!failing) await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/^(Passed|Failed|Not checked)$/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export Enhanced Resume (PDF)' })).toBeEnabled();
    await expectNoSeriousViolations(page);
  });

  await test.step('the dashboard lists the refinement and opens it again', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    const card = page.getByRole('listitem').filter({ hasText: 'Data Science' }).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText(`Before${beforeScore.replace(' / 100', '')}`);
    await expect(card).toContainText(`After${afterScore.replace(' / 100', '')}`);
    await expectNoSeriousViolations(page);

    await card.getByRole('link', { name: /^Open results/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resume Analysis Complete');
    await expect(page).toHaveURL(/\?step=results&session=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Overall Improvement' })).toBeVisible();

    await page.goto('/dashboard');
    await page
      .getByRole('link', { name: /^Open refined text/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Polish Your Resume');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(/Priya Raman/);
  });
});

test('what was typed survives closing the tab: a new tab restores the draft until it is refined', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = newAccount('Mateo Alvarez');
  await createVerifiedAccount(request, account);
  await page.goto('/login');
  await signIn(page, account);
  await page.goto('/refine');
  const resume = 'Mateo Alvarez\nWarehouse Lead\n• Ran the night shift of 14 pickers';
  await page.getByRole('combobox', { name: /Target industry/ }).selectOption('Logistics');
  await page.getByRole('textbox', { name: /Your resume/ }).fill(resume);
  await page
    .getByRole('textbox', { name: /Job description/ })
    .fill('Shift Supervisor. 3+ years leading a team.');
  // The draft is in IndexedDB once the typing settles.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('resumeloop-drafts');
            open.onsuccess = () => {
              const count = open.result.transaction('drafts').objectStore('drafts').count();
              count.onsuccess = () => resolve(count.result);
            };
            open.onerror = () => resolve(0);
          }),
      ),
    )
    .toBe(1);
  const context = page.context();
  await page.close();

  const again = await context.newPage();
  await again.goto('/refine');
  await expect(again.getByText(/Your draft from .* is back/)).toBeVisible();
  await expect(again.getByRole('textbox', { name: /Your resume/ })).toHaveValue(resume);
  await expect(again.getByRole('combobox', { name: /Target industry/ })).toHaveValue('Logistics');
  await expectNoSeriousViolations(again);
});
