import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  finalScoresSchema,
  historyItemSchema,
  SCORING_MESSAGES,
  scoreReportSchema,
  tooManyAnswersMessage,
} from '@resumeloop/contracts/scoring';
import { analyze, findSkillMentions } from '@resumeloop/engine';
import { extractPdfText } from '@resumeloop/render/extract';
import { afterAll, describe, expect, it } from 'vitest';
import { type CliIo, run } from '../src/main';

const RESUME = `Maya Okafor
maya.okafor@example.com | (415) 555-0142 | Oakland, CA

Work History
Operations Analyst — Contoso Foods, Portland, OR
Jun 2016 – Present
• Built a weekly supplier scorecard used by 40 buyers
• Helped reduce late deliveries
• Responsible for managing the vendor onboarding process

Education
B.S. Business Administration, University of Oregon, 2016

Skills
Vendor Management, Excel, SQL
`;

const JOB = `Operations Manager
Northwind Logistics | Seattle, WA

Requirements
- 5+ years of experience in operations or supply chain management
- Vendor management and process improvement experience
- Advanced Excel and SQL; experience with Salesforce and Tableau
- Bachelor's degree in Business Administration
`;

const folder = mkdtempSync(path.join(tmpdir(), 'resumeloop-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, content: string | Uint8Array): string {
  const target = path.join(folder, name);
  writeFileSync(target, content);
  return target;
}

const resumeFile = file('resume.txt', RESUME);
const jobFile = file('job.txt', JOB);
const industry = 'operations';
/** The skill a missing-skill question names ('The job asks for Salesforce. Have you used it? ...'). */
const askedSkill = (question: string) => {
  const found = /The job (?:asks for|puts weight on) (.+?)\. |Have you worked with (.+?)\?/.exec(question);
  return found?.[1] ?? found?.[2];
};

/** The inputs every analyze and refine call reads. */
const INPUTS = ['--resume', 'resume.txt', '--job', 'job.txt', '--industry', industry];

/** Runs the command line in-process and collects what it printed. */
async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    cwd: folder,
    now: () => new Date(Date.UTC(2025, 5, 15)),
  };
  const code = await run(argv, io);
  return { code, stdout, stderr };
}

describe('resumeloop parse', () => {
  it('prints the structured resume as JSON', async () => {
    const { code, stdout, stderr } = await cli('parse', '--resume', 'resume.txt', '--json');
    expect([code, stderr]).toEqual([0, '']);
    const resume = JSON.parse(stdout);
    expect(resume.contact).toMatchObject({ name: 'Maya Okafor', email: 'maya.okafor@example.com' });
    expect(resume.sections.map((section: { type: string }) => section.type)).toEqual([
      'experience',
      'education',
      'skills',
    ]);
    expect(resume.sections[0].entries[0]).toMatchObject({
      title: 'Operations Analyst',
      company: 'Contoso Foods',
      dates: 'Jun 2016 – Present',
    });
  });

  it('prints a readable outline without --json', async () => {
    const { code, stdout } = await cli('parse', '--resume', resumeFile);
    expect(code).toBe(0);
    expect(stdout).toContain('Name:      Maya Okafor');
    expect(stdout).toContain('1. Work History [experience]');
    expect(stdout).toContain('Operations Analyst at Contoso Foods (Portland, OR, Jun 2016 – Present)');
  });
});

describe('resumeloop analyze', () => {
  it("prints exactly the API's { questions, initial_score }", async () => {
    const { code, stdout, stderr } = await cli('analyze', ...INPUTS, '--json');
    expect([code, stderr]).toEqual([0, '']);
    const response = JSON.parse(stdout);
    expect(Object.keys(response)).toEqual(['questions', 'initial_score']);
    expect(response.questions.length).toBeGreaterThanOrEqual(3);
    expect(response.questions.length).toBeLessThanOrEqual(8);
    expect(scoreReportSchema.strict().parse(response.initial_score)).toEqual(response.initial_score);
    expect(response.initial_score.categories[5].label).toBe('Language & Clarity');
    expect(response.questions.every((question: unknown) => typeof question === 'string')).toBe(true);
  });

  it('prints the score, the questions and what would raise the score without --json', async () => {
    const { code, stdout } = await cli('analyze', ...INPUTS);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Score: \d+\.\d \/ 100\n/);
    expect(stdout).toContain('Questions, most useful first:\n 1. ');
    expect(stdout).toContain('What would raise the score:');
  });
});

describe('resumeloop render', () => {
  it('writes an ATS-clean PDF of the resume whose text reads back in order', async () => {
    const { code, stderr } = await cli(
      'render',
      '--resume',
      'resume.txt',
      '--out',
      'out.pdf',
      '--template',
      'modern',
    );
    expect(code, stderr).toBe(0);
    expect(stderr).toMatch(/^Wrote out\.pdf: \d+(?:\.\d)? pages, \d+ characters\./);
    const { readFileSync } = await import('node:fs');
    const bytes = new Uint8Array(readFileSync(path.join(folder, 'out.pdf')));
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const text = await extractPdfText(bytes);
    const at = (words: string) => text.indexOf(words);
    expect(at('Maya Okafor')).toBeGreaterThanOrEqual(0);
    expect(at('Contoso Foods')).toBeGreaterThan(at('Maya Okafor'));
    expect(at('Built a weekly supplier scorecard used by 40 buyers')).toBeGreaterThan(at('Contoso Foods'));
  });

  it('writes a Word document with --format docx', async () => {
    const { code, stderr } = await cli(
      'render',
      '--resume',
      'resume.txt',
      '--out',
      'out.docx',
      '--format',
      'docx',
    );
    expect(code, stderr).toBe(0);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path.join(folder, 'out.docx')).subarray(0, 2).toString()).toBe('PK');
  });

  it('refines with the answers first when --job, --industry and --answers are given', async () => {
    const questions = analyze({
      resumeText: RESUME.trim(),
      jobDescription: JOB.trim(),
      industry: 'Operations',
    }).questions;
    const answers = questions.map((question) =>
      question.kind === 'bullet_result' ? 'It cut late deliveries from 12% to 4% in a year.' : '',
    );
    file('render-answers.json', JSON.stringify(answers));
    const { code, stderr } = await cli(
      'render',
      ...INPUTS,
      '--answers',
      'render-answers.json',
      '--out',
      'refined.pdf',
    );
    expect(code, stderr).toBe(0);
    const { readFileSync } = await import('node:fs');
    const text = await extractPdfText(new Uint8Array(readFileSync(path.join(folder, 'refined.pdf'))));
    expect(text).toContain('12% to 4%');
  });
});

describe('resumeloop refine', () => {
  it('applies the answers and prints { final_text, history, final_scores, unused_answers }', async () => {
    const analysis = JSON.parse((await cli('analyze', ...INPUTS, '--json')).stdout) as {
      questions: string[];
    };
    const answers = analysis.questions.map((question) => {
      const skill = askedSkill(question);
      if (skill) return `I have not used ${skill}.`;
      return /What came of it|What changed because of it/.test(question)
        ? 'It cut late deliveries from 12% to 4% in a year.'
        : '';
    });
    file('answers.json', JSON.stringify(answers));
    const { code, stdout, stderr } = await cli('refine', ...INPUTS, '--answers', 'answers.json', '--json');
    expect([code, stderr]).toEqual([0, '']);
    const response = JSON.parse(stdout);
    expect(Object.keys(response)).toEqual(['final_text', 'history', 'final_scores', 'unused_answers']);
    expect(finalScoresSchema.strict().parse(response.final_scores)).toEqual(response.final_scores);
    for (const item of response.history) historyItemSchema.strict().parse(item);
    expect(response.final_scores.improvement.final).toBeGreaterThan(
      response.final_scores.improvement.initial,
    );
    expect(response.final_text).toContain('Maya Okafor');
    const denied = analysis.questions.map(askedSkill).filter((skill): skill is string => skill !== undefined);
    const added = findSkillMentions(response.final_text).map((mention) => mention.skill.name);
    expect(denied.filter((skill) => added.includes(skill) && !RESUME.includes(skill))).toEqual([]);
  });

  it('gives each answer of a keyed file to the question that names what it is about', async () => {
    const analysis = JSON.parse((await cli('analyze', ...INPUTS, '--json')).stdout) as {
      questions: string[];
    };
    // The question on the line the answer speaks of, wherever it stands in the order.
    const quoted = analysis.questions
      .map((question) => /'([^']+)'/.exec(question)?.[1])
      .find((line) => line?.includes('late deliveries'));
    expect(quoted).toBeDefined();
    file(
      'keyed-answers.json',
      JSON.stringify([
        { about: quoted, answer: 'It cut late deliveries from 12% to 4% in a year.' },
        { about: 'nothing the questions name', answer: 'Unplaced.' },
      ]),
    );
    const { code, stdout, stderr } = await cli(
      'refine',
      ...INPUTS,
      '--answers',
      'keyed-answers.json',
      '--json',
    );
    expect([code, stderr]).toEqual([0, '']);
    expect(JSON.parse(stdout).final_text).toContain('12% to 4%');
  });

  it('prints the score change, the changes and the refined resume without --json', async () => {
    file('blank-answers.json', '[]');
    const { code, stdout } = await cli('refine', ...INPUTS, '--answers', 'blank-answers.json');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Score: \d+\.\d -> \d+\.\d \([+-]/);
    expect(stdout).toContain('Refined resume:\n\nMaya Okafor');
  });
});

describe('bad input exits with code 2 and says why', () => {
  file('empty.pdf', new Uint8Array());
  file(
    'image.bin',
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]),
  );
  file('blank.txt', '   \n');
  file('not-json.json', '["one", ');
  file('numbers.json', '[1, 2]');
  file('too-many.json', JSON.stringify(Array.from({ length: 9 }, () => 'yes')));

  const analyzeWith = (...overrides: string[]) => {
    const options = new Map([
      ['--resume', 'resume.txt'],
      ['--job', 'job.txt'],
      ['--industry', industry],
    ]);
    for (let index = 0; index < overrides.length; index += 2)
      options.set(overrides[index] ?? '', overrides[index + 1] ?? '');
    return ['analyze', ...[...options].flat()];
  };

  it.each([
    [
      ['frobnicate'],
      "resumeloop: Unknown command 'frobnicate'. Commands: parse, analyze, refine, render, verify, industries.\n",
    ],
    [['parse'], 'resumeloop: parse needs --resume. Usage: resumeloop parse --resume FILE [--json]\n'],
    [
      ['analyze', '--resume', 'resume.txt', '--job', 'job.txt'],
      'resumeloop: analyze needs --industry. Usage: resumeloop analyze --resume FILE --job FILE --industry NAME [--json]\n',
    ],
    [['parse', '--resume', 'resume.txt', '--job', 'job.txt'], 'resumeloop: parse does not take --job.\n'],
    [
      ['parse', '--resume', 'resume.txt', '--colour'],
      "resumeloop: Unknown option '--colour'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- \"--colour\"\n",
    ],
    [['parse', '--resume', 'missing.txt'], 'resumeloop: Cannot read missing.txt: no such file.\n'],
    [['parse', '--resume', '.'], 'resumeloop: Cannot read .: it is a folder, not a file.\n'],
    [
      ['parse', '--resume', 'empty.pdf'],
      'resumeloop: Cannot read empty.pdf: The file is empty. Please choose the file that contains your resume.\n',
    ],
    [
      ['parse', '--resume', 'image.bin'],
      'resumeloop: Cannot read image.bin: This file type is not supported. Please upload a PDF, a Word document (.docx or .doc) or a plain-text (.txt) file.\n',
    ],
    [
      ['parse', '--resume', 'blank.txt'],
      'resumeloop: Cannot read blank.txt: The file is empty. Please choose the file that contains your resume.\n',
    ],
    [
      analyzeWith('--industry', 'Astrology'),
      "resumeloop: Unknown target industry: Astrology. Run 'resumeloop industries' to list the industries.\n",
    ],
    [
      analyzeWith('--job', 'blank.txt'),
      'resumeloop: Cannot read blank.txt: The file is empty. Please choose the file that contains your resume.\n',
    ],
    [
      ['refine', ...analyzeWith().slice(1), '--answers', 'not-json.json'],
      /^resumeloop: Cannot read not-json\.json: it is not valid JSON \(.+\)\.\n$/,
    ],
    [
      ['refine', ...analyzeWith().slice(1), '--answers', 'numbers.json'],
      `resumeloop: Cannot read numbers.json: ${SCORING_MESSAGES.answersList}.\n`,
    ],
    [
      ['render', '--resume', 'resume.txt', '--out', 'resume.pdf', '--template', 'fancy'],
      "resumeloop: --template must be one of classic, modern, compact (not 'fancy').\n",
    ],
    [
      ['render', '--resume', 'resume.txt', '--out', 'resume.pdf', '--format', 'odt'],
      "resumeloop: --format must be one of pdf, docx (not 'odt').\n",
    ],
    [
      ['render', '--resume', 'resume.txt', '--out', 'resume.pdf', '--job', 'job.txt'],
      'resumeloop: To refine before rendering, give --job, --industry and --answers together.\n',
    ],
  ])('%j', async (argv, message) => {
    const { code, stdout, stderr } = await cli(...argv);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    if (typeof message === 'string') expect(stderr).toBe(message);
    else expect(stderr).toMatch(message);
  });

  it('refuses more answers than questions', async () => {
    const { code, stderr } = await cli('refine', ...INPUTS, '--answers', 'too-many.json');
    const questions = analyze({
      resumeText: RESUME.trim(),
      jobDescription: JOB.trim(),
      industry: 'Operations',
    }).questions.length;
    expect([code, stderr]).toEqual([2, `resumeloop: ${tooManyAnswersMessage(questions)}\n`]);
  });

  it('prints the usage on stderr when no command is given, and on stdout for --help', async () => {
    const none = await cli();
    expect([none.code, none.stdout]).toEqual([2, '']);
    expect(none.stderr).toMatch(/^Usage: resumeloop <command> \[options\]/);
    const help = await cli('--help');
    expect([help.code, help.stderr]).toEqual([0, '']);
    expect(help.stdout).toBe(none.stderr);
    const commandHelp = await cli('refine', '--help');
    expect(commandHelp.code).toBe(0);
    expect(commandHelp.stdout).toContain(
      'Usage: resumeloop refine --resume FILE --job FILE --industry NAME --answers FILE.json [--json]',
    );
  });
});

describe('resumeloop industries', () => {
  it('lists the industries by category', async () => {
    const { code, stdout } = await cli('industries', '--json');
    expect(code).toBe(0);
    const names = Object.values(JSON.parse(stdout).categories as Record<string, string[]>).flat();
    expect(names).toHaveLength(37);
    expect(names).toContain('Operations');
  });
});

describe('the resumeloop bin', () => {
  const bin = fileURLToPath(new URL('../bin/resumeloop.mjs', import.meta.url));
  const exec = promisify(execFile);

  it('runs analyze from a fresh process with no build step', { timeout: 60_000 }, async () => {
    const { stdout, stderr } = await exec(
      process.execPath,
      [bin, 'analyze', '--resume', resumeFile, '--job', jobFile, '--industry', 'Operations', '--json'],
      { cwd: folder },
    );
    expect(stderr).toBe('');
    const response = JSON.parse(stdout);
    expect(Object.keys(response)).toEqual(['questions', 'initial_score']);
    expect(response.initial_score.overall_score).toBeGreaterThan(0);
  });

  it('exits with code 2 and a message on bad input', { timeout: 60_000 }, async () => {
    const failure = await exec(process.execPath, [bin, 'parse', '--resume', 'missing.txt'], {
      cwd: folder,
    }).then(
      () => null,
      (error: { code: number; stderr: string; stdout: string }) => error,
    );
    expect(failure).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'resumeloop: Cannot read missing.txt: no such file.\n',
    });
  });
});
