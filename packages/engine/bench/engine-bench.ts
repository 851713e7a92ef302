// Engine benchmark: per-step latency (p50, p99) and throughput on maximum-size inputs (an 8,000-character
// resume and a 10,000-character job description, built from the corpus when present, else from the
// fixtures), then the corpus accuracy measures. Run from the repository root (npm run bench runs it too):
//   npx tsx packages/engine/bench/engine-bench.ts
// BENCH_ITERATIONS sets the runs per step; DOTIN_MISSES=1 lists every dotin CV a field was missed in.
import { analyzeJob } from '../src/job/analyze-job';
import { parseResume } from '../src/parse/parse-resume';
import { analyze } from '../src/pipeline/analyze';
import { generateQuestions } from '../src/questions/generate-questions';
import { refine } from '../src/refine/refine';
import { reviewRewrite } from '../src/review/review-rewrite';
import { scoreInDetail, scoreResume } from '../src/score/score-resume';
import { createNspellSpeller } from '../src/spelling/create-nspell-speller';
import { allSkills } from '../src/taxonomy/find-skills';
import { CORPUS_PRESENT, corpusJobs, corpusResumes, dotinCvs, greenSentences } from '../test/corpus';
import { NURSE_JOB, OPERATIONS_JOB, SOFTWARE_JOB } from '../test/fixtures/jobs';
import { FIXTURES } from '../test/fixtures/resumes';
import { GROUP_INDUSTRY } from '../test/group-industries';
import {
  dotinAccuracy,
  fitOrdering,
  greenSkillScores,
  plausibleAnswers,
  refineWithPlausibleAnswers,
} from '../test/measure-corpus';
import { LABELLED_JOB_LANGUAGES, measureLanguageRequirements } from '../test/measure-language-requirements';
import { LABELLED_LANGUAGES, measureLanguage } from '../test/measure-languages';
import { measureRequirements } from '../test/measure-requirements';
import { measureShown } from '../test/measure-shown';
import { qualityPassRate } from '../test/quality/run-quality';
import { measureVerifySet, sourcesOf, twoPageCase } from '../test/verify/run-verify-set';

const RESUME_LIMIT = 8000;
const JOB_LIMIT = 10000;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);

function fill(texts: readonly string[], limit: number): string {
  let out = '';
  while (out.length < limit && texts.length > 0) {
    for (const text of texts) {
      for (const line of text.split('\n')) {
        if (out.length + line.length + 1 > limit) return out;
        out += `${line}\n`;
      }
      if (out.length >= limit) return out;
    }
  }
  return out;
}

const resumes = corpusResumes();
const jobs = corpusJobs();
// The longest corpus resume first, so the input is one real resume topped up to the limit.
const resumeText = fill(
  resumes.length > 0
    ? [...resumes].sort((a, b) => b.text.length - a.text.length).map((item) => item.text)
    : FIXTURES.map((item) => item.text),
  RESUME_LIMIT,
);
const jobText = fill(
  jobs.length > 0 ? jobs.map((item) => item.text) : [OPERATIONS_JOB, SOFTWARE_JOB, NURSE_JOB],
  JOB_LIMIT,
);
const industry = 'Software Engineering';

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** The latency goals (p99, ms) for the steps the service runs per request. */
const GOALS: Record<string, number> = {
  'analyze (score + questions, from text)': 25,
  'refine (from the analysis, with answers)': 50,
  'verify (a two-page rewrite against its resume)': 30,
};

function time(step: string, run: () => unknown) {
  for (let warm = 0; warm < 5; warm += 1) run();
  const samples: number[] = [];
  const started = performance.now();
  for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  const total = performance.now() - started;
  samples.sort((a, b) => a - b);
  const p99 = percentile(samples, 0.99);
  const goal = GOALS[step];
  return {
    step,
    'p50 ms': Number(percentile(samples, 0.5).toFixed(2)),
    'p99 ms': Number(p99.toFixed(2)),
    'ops/s': Math.round((ITERATIONS * 1000) / total),
    'p99 goal': goal === undefined ? '' : `<= ${goal} ms ${p99 <= goal ? 'met' : 'MISSED'}`,
  };
}

const parsed = parseResume(resumeText);
const job = analyzeJob(jobText);
const detail = scoreInDetail({ resume: parsed, resumeText, job, jobText, industry });
const questions = generateQuestions(detail);
const answers = plausibleAnswers(questions);
const analysis = analyze({ resumeText, jobDescription: jobText, industry });
const twoPage = twoPageCase();

console.log(
  `\nResumeLoop engine benchmark: resume ${resumeText.length} chars, job ${jobText.length} chars (${CORPUS_PRESENT ? 'corpus' : 'fixtures'}), ${ITERATIONS} runs per step, ${allSkills().length} taxonomy skills\n`,
);
console.table([
  time('parse', () => parseResume(resumeText)),
  time('analyzeJob', () => analyzeJob(jobText)),
  time('score', () => scoreInDetail({ resume: parsed, job, jobText, industry })),
  time('questions', () => generateQuestions(detail)),
  time('analyze (score + questions, from text)', () =>
    analyze({ resumeText, jobDescription: jobText, industry }),
  ),
  time('refine (from the analysis, with answers)', () => refine(analysis, answers)),
  // As a request does: the resume read, its sources read, the rewrite aligned and every change judged.
  time('verify (a two-page rewrite against its resume)', () => {
    const { resume, sources } = sourcesOf(twoPage);
    return reviewRewrite(resume, twoPage.honest, sources);
  }),
]);

// The claim checker on the planted set (test/fixtures/rewrites), with or without the corpus.
const verify = measureVerifySet(createNspellSpeller());
console.table([
  {
    measure: 'verify: planted fabrications flagged (goal >= 95%)',
    value: `${((100 * verify.caught) / verify.planted).toFixed(1)}% (${verify.caught}/${verify.planted})`,
  },
  {
    measure: 'verify: false flags per honest rewrite (goal <= 1)',
    value: `${(verify.falseFlags / verify.resumes).toFixed(2)} (${verify.falseFlags} over ${verify.resumes})`,
  },
  ...Object.entries(verify.byKind).map(([kind, count]) => ({
    measure: `verify: ${kind} flagged`,
    value: `${count.caught}/${count.planted}`,
  })),
]);

// The refinement quality suite ships with the engine, so its pass rate prints with or without the corpus.
const quality = qualityPassRate();
console.table([
  {
    measure: 'refinement quality suite: cases passed',
    value: `${((100 * quality.passed) / quality.total).toFixed(1)}% (${quality.passed}/${quality.total})`,
  },
]);
for (const failure of quality.failures) console.log(`  quality: ${failure}`);

// The labelled resumes and postings in Spanish, French and German ship with the engine too: their rows
// print with or without the corpus (contact fields right; experience entries with title, employer and dates
// right; requirement groups read with their level).
const share = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}% (${part}/${whole})`;
console.table([
  ...LABELLED_LANGUAGES.flatMap((language) => {
    const measure = measureLanguage(language);
    return [
      {
        measure: `parse ${language}: contact fields`,
        value: share(measure.contactCorrect, measure.contactTotal),
      },
      { measure: `parse ${language}: entries`, value: share(measure.entriesCorrect, measure.entriesTotal) },
    ];
  }),
  ...LABELLED_JOB_LANGUAGES.flatMap((language) => {
    const scores = measureLanguageRequirements(language);
    if (!scores) return [];
    return [
      {
        measure: `requirements ${language}: F1`,
        value: `${(100 * scores.f1).toFixed(1)}% (${scores.postings} postings; precision ${(100 * scores.precision).toFixed(1)}%, recall ${(100 * scores.recall).toFixed(1)}%)`,
      },
      {
        measure: `requirements ${language}: level accuracy`,
        value: share(scores.levelCorrect, scores.levelChecked),
      },
    ];
  }),
]);

if (!CORPUS_PRESENT) console.log('The shared corpus is absent: no accuracy figures.');

if (CORPUS_PRESENT) {
  const dotin = dotinAccuracy(dotinCvs());
  const dotinOthers = dotinAccuracy(dotinCvs('545_cvs_train_v2.zip'));
  const green = greenSkillScores(greenSentences());
  const fit = fitOrdering(resumes, jobs);
  const requirements = measureRequirements();
  const shown = measureShown(resumes, jobs);
  const outcomes = resumes.map((resume) => {
    const ownJob = jobs.find((item) => item.group === resume.group) ?? jobs[0];
    return refineWithPlausibleAnswers(
      resume,
      ownJob?.text ?? '',
      GROUP_INDUSTRY[resume.group] ?? 'General Professional',
    );
  });
  const stuffing = resumes.map((resume) => {
    const ownJob = jobs.find((item) => item.group === resume.group) ?? jobs[0];
    const jd = ownJob?.text ?? '';
    const plain = scoreResume(resume.text, jd, 'General Professional');
    const stuffed = scoreResume(`${resume.text}\n${jd}`, jd, 'General Professional');
    return {
      gain: stuffed.overall_score - plain.overall_score,
      warned: stuffed.warnings.some((warning) => /job description word for word/.test(warning)),
    };
  });
  const gains = outcomes.map((outcome) => outcome.final - outcome.initial).sort((a, b) => a - b);
  const percent = (part: number, whole: number) =>
    whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}% (${part}/${whole})`;
  console.table([
    ...dotin.map((item) => ({
      measure: `dotin ${item.field} accuracy (50 test CVs)`,
      value: percent(item.correct, item.total),
    })),
    ...dotinOthers.map((item) => ({
      measure: `dotin ${item.field} accuracy (the other 310 CVs)`,
      value: percent(item.correct, item.total),
    })),
    ...(requirements
      ? [
          {
            measure: `job requirements F1 (${requirements.postings} labelled postings)`,
            value: `${(100 * requirements.f1).toFixed(1)}% (precision ${(100 * requirements.precision).toFixed(1)}%, recall ${(100 * requirements.recall).toFixed(1)}%)`,
          },
          {
            measure: 'job requirements level accuracy',
            value: percent(requirements.levelCorrect, requirements.levelChecked),
          },
        ]
      : []),
    ...(shown
      ? [
          {
            measure: 'questions about what the resume shows (labels; goal 0)',
            value: percent(shown.askedShown.length, shown.asked),
          },
          {
            measure: "'missing' items the resume shows (labels; goal 0)",
            value: percent(shown.missingShown.length, shown.missing),
          },
        ]
      : []),
    { measure: 'Green 2022 skill precision (overlap)', value: green.precision.toFixed(3) },
    { measure: 'Green 2022 skill recall (overlap)', value: green.recall.toFixed(3) },
    { measure: 'Green 2022 skill F1 (overlap)', value: green.f1.toFixed(3) },
    { measure: 'fit ordering: own group above unrelated', value: percent(fit.correct, fit.comparisons) },
    {
      measure: "fit ordering without the 'other' group",
      value: percent(fit.correctWithoutOther, fit.comparisonsWithoutOther),
    },
    {
      measure: 'refinement: resumes whose score rose',
      value: percent(outcomes.filter((outcome) => outcome.final > outcome.initial).length, outcomes.length),
    },
    {
      measure: 'refinement: gain min / median / max',
      value: `${gains[0]?.toFixed(1)} / ${gains[Math.floor(gains.length / 2)]?.toFixed(1)} / ${gains[gains.length - 1]?.toFixed(1)}`,
    },
    {
      measure: 'refinement: guard violations (all resumes)',
      value: outcomes.reduce((sum, outcome) => sum + outcome.violations, 0),
    },
    {
      measure: "refinement: denied skills added ('I have not used X')",
      value: outcomes.filter((outcome) => outcome.addedDeniedSkill).length,
    },
    {
      measure: 'stuffing: largest gain from pasting the job (points)',
      value: Math.max(...stuffing.map((item) => item.gain)).toFixed(1),
    },
    {
      measure: 'stuffing: resumes warned of text copied from the job',
      value: percent(stuffing.filter((item) => item.warned).length, stuffing.length),
    },
  ]);
  if (process.env.DOTIN_MISSES === '1') {
    for (const item of dotin)
      for (const miss of item.misses)
        console.log(
          `dotin ${item.field} missed in ${miss.file}: labelled ${JSON.stringify(miss.gold)}, parsed ${JSON.stringify(miss.found)}`,
        );
  }
}
