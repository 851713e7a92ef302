import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../src/job/analyze-job';
import { findLostWords } from '../src/parse/find-lost-words';
import { parseResume } from '../src/parse/parse-resume';
import { renderResumeText } from '../src/parse/render-resume-text';
import { analyze } from '../src/pipeline/analyze';
import { scoreInDetail, scoreResume } from '../src/score/score-resume';
import { createLineSkillReader, findSkillMentions, skillTokens } from '../src/taxonomy/find-skills';
import { CORPUS_PRESENT, corpusJobs, corpusResumes, dotinCvs, greenSentences } from './corpus';
import { GROUP_INDUSTRY } from './group-industries';
import {
  dotinAccuracy,
  fitOrdering,
  greenSkillScores,
  refineWithPlausibleAnswers,
  type ScoredPair,
  scorePairs,
} from './measure-corpus';
import { measureRequirements } from './measure-requirements';
import { measureShown } from './measure-shown';

// Floors just under the figures reached (the targets are 95% email, 85% the others): a change that
// lowers quality below them fails here. The benchmark (npm run bench) prints the exact figures; set
// DOTIN_MISSES=1 there to list each miss.
const DOTIN_FLOORS: Record<string, number> = { email: 0.95, name: 0.9, designation: 0.93, companies: 0.85 };
/** The same on the other 310 dotin CVs, which no rule was written for. */
const DOTIN_OTHER_FLOORS: Record<string, number> = {
  email: 0.95,
  name: 0.87,
  designation: 0.87,
  companies: 0.87,
};

describe.skipIf(!CORPUS_PRESENT)('on the shared corpus', () => {
  const resumes = corpusResumes();
  const jobs = corpusJobs();
  const ownJob = (group: string) => jobs.find((job) => job.group === group) ?? jobs[0];
  // Every resume against every job, scored once for the tests that read all pairs.
  let pairs: ScoredPair[] | null = null;
  const scoredPairs = () => {
    pairs ??= scorePairs(resumes, jobs);
    return pairs;
  };

  it('parses all 41 resumes without losing a line', () => {
    expect(resumes).toHaveLength(41);
    for (const resume of resumes)
      expect({
        file: resume.file,
        lost: findLostWords(resume.text, renderResumeText(parseResume(resume.text))),
      }).toEqual({ file: resume.file, lost: [] });
  });

  it('keeps the words of every section that lists no jobs in the order they were written', () => {
    // Letters and digits only, spaces dropped: a heading split from the line it was glued to still reads.
    const letters = (text: string) => (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).join('');
    const out: string[] = [];
    for (const resume of resumes) {
      const all = letters(resume.text);
      for (const section of parseResume(resume.text).sections.filter((part) => part.type !== 'experience')) {
        const written = letters(
          [
            ...section.content_lines,
            ...section.bullets.map((bullet) => bullet.text),
            ...section.entries.flatMap((entry) => [
              entry.title,
              entry.dates,
              ...entry.bullets.map((b) => b.text),
            ]),
          ].join(' '),
        );
        // Text a broken encoding garbled ('NaÃ¯ve') is read with its bytes repaired: not comparable here.
        if (written && !all.includes(written) && !/[^ -~\s]/.test(section.content_lines.join('')))
          out.push(`${resume.file} ${section.title}`);
      }
    }
    expect(out).toEqual([]);
  });

  it('asks about a line of the resume once, and never writes a summary into a headline or an address', () => {
    const twice: string[] = [];
    for (const resume of resumes) {
      const job = ownJob(resume.group);
      const analysis = analyze({
        resumeText: resume.text,
        jobDescription: job?.text ?? '',
        industry: GROUP_INDUSTRY[resume.group] ?? 'General Professional',
      });
      const lines = analysis.questions.flatMap((question) => question.target.bullet_id ?? []);
      if (new Set(lines).size !== lines.length) twice.push(resume.file);
    }
    expect(twice).toEqual([]);
  });

  it('reads the dotin fields of the 50 test CVs: email 95%, name, designation and companies 85% or better', () => {
    const accuracy = dotinAccuracy(dotinCvs());
    expect(accuracy.map((item) => item.field)).toEqual(Object.keys(DOTIN_FLOORS));
    for (const item of accuracy) {
      expect(item.total).toBeGreaterThan(30);
      expect({
        field: item.field,
        reached: item.correct / item.total >= (DOTIN_FLOORS[item.field] ?? 1),
      }).toEqual({
        field: item.field,
        reached: true,
      });
    }
  });

  it('reads the dotin fields of the other 310 CVs as well', () => {
    const accuracy = dotinAccuracy(dotinCvs('545_cvs_train_v2.zip'));
    expect(accuracy.map((item) => item.field)).toEqual(Object.keys(DOTIN_OTHER_FLOORS));
    for (const item of accuracy) {
      expect(item.total).toBeGreaterThan(250);
      expect({
        field: item.field,
        reached: item.correct / item.total >= (DOTIN_OTHER_FLOORS[item.field] ?? 1),
      }).toEqual({ field: item.field, reached: true });
    }
  });

  it('reads the labelled postings’ requirements with an F1 of at least 0.85 and their levels 90% right', () => {
    const scores = measureRequirements();
    expect(scores?.postings).toBeGreaterThanOrEqual(30);
    expect(scores?.f1).toBeGreaterThanOrEqual(0.85);
    expect(scores?.levelAccuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('extracts Green 2022 skills with an F1 of at least 0.70', () => {
    const scores = greenSkillScores(greenSentences());
    expect(scores.gold).toBeGreaterThan(600);
    expect(scores.f1).toBeGreaterThanOrEqual(0.7);
  });

  it('gains at most one point when a line of 13 job skills the resume does not show is appended', {
    timeout: 120_000,
  }, () => {
    let tried = 0;
    for (const resume of resumes) {
      const related = ownJob(resume.group);
      const unrelated = jobs.find((job) => job.group !== resume.group && job.group !== 'other');
      for (const job of [related, unrelated]) {
        if (!job) continue;
        const analysis = analyzeJob(job.text);
        const scoreText = (text: string) =>
          scoreInDetail({
            resume: parseResume(text),
            resumeText: text,
            job: analysis,
            jobText: job.text,
            industry: 'General Professional',
          });
        const plain = scoreText(resume.text);
        // The job's skills the resume does not show: what it requires or prefers first, then the tools of
        // its duties (words an ATS may match all the same).
        const shown = new Set(findSkillMentions(resume.text).map((mention) => mention.skill.id));
        const missing = [
          ...plain.tailoring.evidence
            .filter((item) => item.skill.id && item.evidence === 0)
            .map((item) => item.skill.name),
          ...(analysis.duty_skills ?? [])
            .filter((skill) => skill.id && !shown.has(skill.id))
            .map((skill) => skill.name),
        ].slice(0, 13);
        if (missing.length < 5) continue;
        tried += 1;
        const stuffed = scoreText(`${resume.text}\nSkills: ${missing.join(', ')}`);
        expect({
          file: resume.file,
          job: job.file,
          gainAtMost1: stuffed.report.overall_score - plain.report.overall_score <= 1,
          fieldNotLifted: (stuffed.tailoring.fieldFit ?? 0) <= (plain.tailoring.fieldFit ?? 0) + 1e-9,
        }).toEqual({ file: resume.file, job: job.file, gainAtMost1: true, fieldNotLifted: true });
      }
    }
    expect(tried).toBeGreaterThan(20);
  });

  it('ranks jobs of a resume’s own group above unrelated ones: 90% of comparisons, 95% without the mixed group', {
    timeout: 120_000,
  }, () => {
    const fit = fitOrdering(resumes, jobs, scoredPairs());
    expect(fit.comparisons).toBeGreaterThan(4000);
    expect(fit.correct / fit.comparisons).toBeGreaterThanOrEqual(0.9);
    expect(fit.correctWithoutOther / fit.comparisonsWithoutOther).toBeGreaterThanOrEqual(0.95);
  });

  it('asks about and reports missing hardly anything a resume shows, read by meaning against labels', {
    timeout: 120_000,
  }, () => {
    // fixtures/resume-shows.json: what each resume shows, labelled by meaning. The goal is none; these
    // ceilings hold what is reached (4 of 4,444 questions, 8 of 12,996 missing items) against a fall back;
    // what remains is read otherwise on purpose: a marketer's client accounts are no customer service,
    // professional networking no computer networking, CPR coursework no BLS card.
    const shown = measureShown(resumes, jobs);
    expect(shown).not.toBeNull();
    expect(shown?.pairs).toBe(resumes.length * jobs.length);
    expect(shown?.askedShown.length, shown?.askedShown.slice(0, 20).join('\n')).toBeLessThanOrEqual(4);
    expect(shown?.missingShown.length, shown?.missingShown.slice(0, 20).join('\n')).toBeLessThanOrEqual(8);
  });

  it('gives every check a fix that names what it asks, for every resume against every job', {
    timeout: 120_000,
  }, () => {
    // An empty list ('name them in your bullets: .'), an unfilled placeholder or quotes around nothing.
    const broken = scoredPairs().flatMap(({ resume, job, report }) =>
      report.categories
        .flatMap((category) => category.checks)
        .filter((check) => check.fix && /:\s*[.,;]|\{\w+\}|''|\(\s*\)|\band 0 more\b/.test(check.fix))
        .map((check) => `${resume.file} x ${job.file} ${check.id}: ${check.fix}`),
    );
    expect(broken.slice(0, 10)).toEqual([]);
  });

  it('never lowers the score, raises it for nearly every resume, with zero guard violations and no denied skill', {
    timeout: 120_000,
  }, () => {
    const outcomes = resumes.map((resume) =>
      refineWithPlausibleAnswers(
        resume,
        ownJob(resume.group)?.text ?? '',
        GROUP_INDUSTRY[resume.group] ?? 'General Professional',
      ),
    );
    expect(outcomes.filter((outcome) => outcome.violations > 0)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.addedDeniedSkill)).toEqual([]);
    // Never lower; raised wherever a change is sure to read well (a resume whose answers all say no and
    // whose lines run sentences together may keep its score).
    expect(outcomes.filter((outcome) => outcome.final < outcome.initial)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.final > outcome.initial).length).toBeGreaterThanOrEqual(
      Math.ceil(outcomes.length * 0.9),
    );
  });

  it('never gains from the job pasted into the resume, and warns', { timeout: 120_000 }, () => {
    for (const resume of resumes) {
      const job = ownJob(resume.group)?.text ?? '';
      const plain = scoreResume(resume.text, job, 'General Professional');
      const stuffed = scoreResume(`${resume.text}\n${job}`, job, 'General Professional');
      expect({
        file: resume.file,
        gainsNothing: stuffed.overall_score <= plain.overall_score,
        warned: stuffed.warnings.some((warning) => /job description word for word/.test(warning)),
      }).toEqual({ file: resume.file, gainsNothing: true, warned: true });
    }
  });
});

describe('the skill tokeniser', () => {
  // The definition the hand-written scanner follows (letters.ts, find-skills.ts): a word is a letter or
  // digit, then letters, digits, + and # and the joining . & ' ’, ending on a letter, digit, + or #; or a
  // dot and an ASCII letter then letters and digits (.NET). Lower-cased, curly apostrophes straight.
  const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}+#.&'’]*[\p{L}\p{N}+#])?|\.[A-Za-z][\p{L}\p{N}]*/gu;
  const byDefinition = (text: string) =>
    [...text.matchAll(TOKEN)].map((match) => {
      const raw = match[0].replace(/’/g, "'");
      return { lower: raw.toLowerCase(), raw, start: match.index, end: match.index + match[0].length };
    });

  it.skipIf(!CORPUS_PRESENT)('reads every resume and job as the definition does', () => {
    const documents = [...corpusResumes(), ...corpusJobs()];
    expect(documents.length).toBeGreaterThan(80);
    for (const { text } of documents) expect(skillTokens(text)).toEqual(byDefinition(text));
  });

  it.skipIf(!CORPUS_PRESENT)(
    'finds in lines read one at a time and joined what it finds in the joined text',
    () => {
      const reader = createLineSkillReader();
      for (const { text } of [...corpusResumes(), ...corpusJobs()]) {
        const lines = text.split(/\r?\n/);
        // A line seen before is read from memory: a second reading must agree too.
        for (const _time of [1, 2])
          expect(reader.joinedMentions(lines)).toEqual(findSkillMentions(lines.join('\n')));
        for (const line of lines.slice(0, 40)) expect(reader.mentions(line)).toEqual(findSkillMentions(line));
      }
    },
  );

  // Needs no corpus: it runs wherever the tests do.
  it('reads text with capitals that lower-case to two characters, and letters beyond the BMP', () => {
    for (const text of ['İstanbul C++ R&D', 'Node.js and .NET, 𝐏ython’s', 'ẞ SQL', 'x.. a&b#'])
      expect(skillTokens(text)).toEqual(byDefinition(text));
  });
});
