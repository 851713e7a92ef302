/**
 * `resumeloop <command>`: the engine on files, from a terminal. Each command reads its files, runs the same
 * steps as the API (same limits, same industry names, same response shapes) and prints JSON with --json or
 * a readable layout without. Exit codes: 0 done, 1 an unexpected failure, 2 bad input.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PAGE_SIZES as CONTRACT_PAGE_SIZES, RESUME_TEMPLATES } from '@resumeloop/contracts/editor';
import { SCORING_MESSAGES } from '@resumeloop/contracts/scoring';
import { listIndustries, parseResume, type Speller, type StructuredResume } from '@resumeloop/engine';
import { createNspellSpeller } from '@resumeloop/engine/spelling';
import { renderDocx, renderPdf } from '@resumeloop/render';
import { loadFonts } from '@resumeloop/render/fonts';
import {
  analyzeResume,
  type EngineDependencies,
  monthOf,
  refineResume,
  UseCaseError,
  verifyRewrite,
} from '@resumeloop/usecases';
import { CliError } from './cli-error';
import {
  formatAnalysis,
  formatIndustries,
  formatRefinement,
  formatResume,
  formatVerification,
} from './format-text';
import { answersInOrder, readAnswers, readDocument } from './read-input';

export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** The folder relative file names are read from. */
  cwd: string;
  /** The clock 'Present' is read by (the current month); tests pin it. */
  now?: () => Date;
}

export const UNFAITHFUL_REFINEMENT =
  'The refinement could not keep every fact of the resume, so nothing was printed. Try different answers.';

const OPTIONS = {
  resume: { type: 'string' },
  job: { type: 'string' },
  industry: { type: 'string' },
  answers: { type: 'string' },
  rewrite: { type: 'string' },
  out: { type: 'string' },
  template: { type: 'string' },
  format: { type: 'string' },
  'page-size': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type OptionName = keyof typeof OPTIONS;
type Values = { [name in OptionName]?: (typeof OPTIONS)[name]['type'] extends 'string' ? string : boolean };

interface Command {
  summary: string;
  usage: string;
  required: readonly OptionName[];
  optional: readonly OptionName[];
  run(values: Values, io: CliIo): Promise<void>;
}

const USAGE = `Usage: resumeloop <command> [options]

Commands:
  parse      --resume FILE                                       the structured resume
  analyze    --resume FILE --job FILE --industry NAME            questions and initial score
  refine     --resume FILE --job FILE --industry NAME --answers FILE.json
                                                                 refined text, changes and final scores
  render     --resume FILE --out FILE [--template NAME] [--format pdf|docx] [--page-size letter|a4]
             [--job FILE --industry NAME --answers FILE.json]   the resume (refined first when answers
                                                                 are given) as an ATS-clean PDF or DOCX
  verify     --resume FILE --rewrite FILE [--answers FILE.json] [--job FILE --industry NAME]
                                                                 every change of a rewrite (from a chat
                                                                 assistant, say), each claim checked
                                                                 against the resume and the answers
  industries                                                     the target industries, by category

Options:
  --json       print JSON (the API's response shape) instead of text
  -h, --help   show this help, or a command's help

FILE may be .txt, .pdf, .docx or .doc; its kind is read from its bytes. The answers file is a JSON array
of strings, one per question, in the order analyze prints them, or of { "about": TEXT, "answer": TEXT },
each answer given to the question that names TEXT (words of the line it quotes, or the skill asked).
NAME is an industry as 'resumeloop industries' lists it (case does not matter), quoted when it has
spaces: --industry "Software Engineering".
`;

let sharedSpeller: Speller | undefined;

/** The same engine settings as the API: spelling on, 'Present' read as the current month. */
function engineSettings(io: CliIo): EngineDependencies {
  sharedSpeller ??= createNspellSpeller();
  return { speller: sharedSpeller, asOf: monthOf(io.now?.() ?? new Date()) };
}

function print(io: CliIo, values: Values, json: unknown, text: () => string): void {
  io.stdout.write(values.json ? `${JSON.stringify(json, null, 2)}\n` : text());
}

function warn(io: CliIo, notices: readonly string[]): void {
  for (const notice of notices) io.stderr.write(`Note: ${notice}\n`);
}

/** The request the API would receive, from the files named on the command line. */
async function readRequest(values: Values, io: CliIo) {
  const [resume, job] = await Promise.all([
    readDocument(values.resume ?? '', io.cwd),
    readDocument(values.job ?? '', io.cwd),
  ]);
  return { resume_text: resume, job_description: job, target_industry: values.industry ?? '' };
}

/**
 * `refine`, and `render` with --job, --industry and --answers: the questions are derived again from the
 * same inputs, as the API does (the engine is deterministic), and the answers applied to them.
 */
async function refineFromFiles(values: Values, io: CliIo) {
  const [request, answersFile] = await Promise.all([
    readRequest(values, io),
    readAnswers(values.answers ?? '', io.cwd),
  ]);
  try {
    const answers = answersFile.every((answer) => typeof answer === 'string')
      ? (answersFile as string[])
      : answersInOrder(
          answersFile,
          analyzeResume(request, engineSettings(io)).response.question_details.map((question) => ({
            text: question.text,
            subject: question.subject ?? null,
          })),
        );
    const { session } = refineResume({ ...request, answers }, engineSettings(io));
    warn(io, session.notices);
    return session;
  } catch (error) {
    throw asCliError(error, io);
  }
}

/** A use case's refusal of the input: bad input (exit 2) with its message, or the guard's refusal (exit 1). */
function asCliError(error: unknown, io: CliIo): unknown {
  if (!(error instanceof UseCaseError)) return error;
  if (error.code === 'provenance_check_failed') {
    io.stderr.write(`resumeloop: ${UNFAITHFUL_REFINEMENT}\n`);
    return new UnfaithfulRefinement();
  }
  if (error.code === 'unknown_industry')
    return new CliError(`${error.message}. Run 'resumeloop industries' to list the industries.`);
  return new CliError(/[.!?]$/.test(error.message) ? error.message : `${error.message}.`);
}

const COMMANDS: Record<string, Command> = {
  parse: {
    summary: 'Reads a resume file into the structured resume (contact, sections, entries, bullets).',
    usage: 'resumeloop parse --resume FILE [--json]',
    required: ['resume'],
    optional: [],
    async run(values, io) {
      const text = (await readDocument(values.resume ?? '', io.cwd)).trim();
      if (text.length === 0) throw new CliError(`${SCORING_MESSAGES.resumeRequired}.`);
      const resume = parseResume(text);
      print(io, values, resume, () => formatResume(resume));
    },
  },
  analyze: {
    summary: 'Scores a resume against a job and asks the questions whose answers would raise it most.',
    usage: 'resumeloop analyze --resume FILE --job FILE --industry NAME [--json]',
    required: ['resume', 'job', 'industry'],
    optional: [],
    async run(values, io) {
      const request = await readRequest(values, io);
      try {
        const { response } = analyzeResume(request, engineSettings(io));
        warn(io, response.notices);
        const shown = { questions: response.questions, initial_score: response.initial_score };
        print(io, values, shown, () => formatAnalysis(shown));
      } catch (error) {
        throw asCliError(error, io);
      }
    },
  },
  refine: {
    summary: 'Applies your answers to the analysis questions and prints the refined resume and its scores.',
    usage: 'resumeloop refine --resume FILE --job FILE --industry NAME --answers FILE.json [--json]',
    required: ['resume', 'job', 'industry', 'answers'],
    optional: [],
    async run(values, io) {
      const session = await refineFromFiles(values, io);
      const response = {
        final_text: session.finalText,
        history: session.history,
        final_scores: session.finalScores,
        unused_answers: session.unusedAnswers,
      };
      print(io, values, response, () => formatRefinement(response, session.initialScore));
    },
  },
  render: {
    summary:
      'Writes the resume as an ATS-clean PDF or Word document in a template; with --job, --industry and --answers it is refined first.',
    usage:
      'resumeloop render --resume FILE --out FILE [--template classic|modern|compact] [--format pdf|docx] [--page-size letter|a4] [--job FILE --industry NAME --answers FILE.json]',
    required: ['resume', 'out'],
    optional: ['template', 'format', 'page-size', 'job', 'industry', 'answers'],
    async run(values, io) {
      const template = choose('template', values.template ?? 'classic', RESUME_TEMPLATES);
      const pageSize = choose('page-size', values['page-size'] ?? 'letter', CONTRACT_PAGE_SIZES);
      const format = choose(
        'format',
        values.format ?? (values.out?.toLowerCase().endsWith('.docx') ? 'docx' : 'pdf'),
        ['pdf', 'docx'] as const,
      );
      const refineWith = [values.job, values.industry, values.answers].filter((value) => value !== undefined);
      if (refineWith.length > 0 && refineWith.length < 3)
        throw new CliError('To refine before rendering, give --job, --industry and --answers together.');
      let resume: StructuredResume;
      if (refineWith.length === 3) {
        resume = (await refineFromFiles(values, io)).structuredResume;
      } else {
        const text = (await readDocument(values.resume ?? '', io.cwd)).trim();
        if (text.length === 0) throw new CliError(`${SCORING_MESSAGES.resumeRequired}.`);
        resume = parseResume(text);
      }
      const name = resume.contact.name.trim();
      const options = { template, pageSize, ...(name ? { title: `${name} – Resume`, author: name } : {}) };
      const rendered = format === 'docx' ? null : await renderPdf(resume, { ...options, fonts: loadFonts() });
      const bytes = rendered ? rendered.pdf : await renderDocx(resume, options);
      const out = path.resolve(io.cwd, values.out ?? '');
      try {
        await writeFile(out, bytes);
      } catch (error) {
        throw new CliError(`Cannot write ${values.out}: ${(error as Error).message}.`, { cause: error });
      }
      if (rendered) {
        const { layout } = rendered;
        io.stderr.write(
          `Wrote ${values.out}: ${layout.estimated_pages} pages, ${layout.character_count} characters.\n`,
        );
        warn(io, layout.warnings);
      } else io.stderr.write(`Wrote ${values.out}.\n`);
    },
  },
  verify: {
    summary:
      'Checks a rewrite of the resume (from a chat assistant or any other tool): each change, and each claim in it that the resume and the answers do not hold.',
    usage:
      'resumeloop verify --resume FILE --rewrite FILE [--answers FILE.json] [--job FILE --industry NAME] [--json]',
    required: ['resume', 'rewrite'],
    optional: ['answers', 'job', 'industry'],
    async run(values, io) {
      if ((values.job === undefined) !== (values.industry === undefined))
        throw new CliError('To score the rewrite, give --job and --industry together.');
      const [resume, rewrite, answers, job] = await Promise.all([
        readDocument(values.resume ?? '', io.cwd),
        readDocument(values.rewrite ?? '', io.cwd),
        values.answers === undefined
          ? Promise.resolve([])
          : readAnswers(values.answers, io.cwd).then((file) =>
              file.map((answer) => (typeof answer === 'string' ? answer : answer.answer)),
            ),
        values.job === undefined ? Promise.resolve(undefined) : readDocument(values.job, io.cwd),
      ]);
      try {
        const result = verifyRewrite(
          {
            resumeText: resume,
            rewriteText: rewrite,
            answers,
            jobDescription: job,
            industry: values.industry,
          },
          engineSettings(io),
        );
        print(io, values, result, () => formatVerification(result));
      } catch (error) {
        throw asCliError(error, io);
      }
    },
  },
  industries: {
    summary: 'Lists the target industries by category.',
    usage: 'resumeloop industries [--json]',
    required: [],
    optional: [],
    async run(values, io) {
      const { categories } = listIndustries();
      print(io, values, { categories }, () => formatIndustries(categories));
    },
  },
};

/** The refinement failed its own guard: reported already, exit code 1. */
class UnfaithfulRefinement extends Error {}

/** One of the allowed values of an option, or bad input naming them. */
function choose<T extends string>(option: string, value: string, allowed: readonly T[]): T {
  const found = allowed.find((item) => item === value.trim().toLowerCase());
  if (!found) throw new CliError(`--${option} must be one of ${allowed.join(', ')} (not '${value}').`);
  return found;
}

function readArguments(argv: readonly string[]): { positionals: string[]; values: Values } {
  try {
    const { positionals, values } = parseArgs({
      args: [...argv],
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
    return { positionals, values: values as Values };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw new CliError((error as Error).message.split('\n')[0] ?? 'Bad option.');
    throw error;
  }
}

function checkOptions(name: string, command: Command, values: Values): void {
  const allowed = new Set<OptionName>([...command.required, ...command.optional, 'json', 'help']);
  const extra = (Object.keys(values) as OptionName[]).filter((option) => !allowed.has(option));
  if (extra.length > 0)
    throw new CliError(`${name} does not take ${extra.map((option) => `--${option}`).join(', ')}.`);
  const missing = command.required.filter((option) => {
    const value = values[option];
    return typeof value !== 'string' || value.trim().length === 0;
  });
  if (missing.length > 0)
    throw new CliError(
      `${name} needs ${missing.map((option) => `--${option}`).join(', ')}. Usage: ${command.usage}`,
    );
}

/** Runs one command line; returns the exit code. Never calls process.exit, so tests can call it. */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const { positionals, values } = readArguments(argv);
    const [name, ...rest] = positionals;
    if (name === undefined && !values.help) {
      io.stderr.write(USAGE);
      return 2;
    }
    if (name === undefined || name === 'help') {
      const topic = COMMANDS[rest[0] ?? ''];
      io.stdout.write(topic ? `${topic.summary}\n\nUsage: ${topic.usage}\n` : USAGE);
      return 0;
    }
    const command = COMMANDS[name];
    if (!command)
      throw new CliError(`Unknown command '${name}'. Commands: ${Object.keys(COMMANDS).join(', ')}.`);
    if (values.help) {
      io.stdout.write(`${command.summary}\n\nUsage: ${command.usage}\n`);
      return 0;
    }
    if (rest.length > 0) throw new CliError(`Unexpected argument '${rest[0]}'. Usage: ${command.usage}`);
    checkOptions(name, command, values);
    await command.run(values, io);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr.write(`resumeloop: ${error.message}\n`);
      return error.exitCode;
    }
    if (error instanceof UnfaithfulRefinement) return 1;
    io.stderr.write(
      `resumeloop: unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
}
