/** Readable output for a terminal: the same results as --json, laid out as short tables and lists. */
import type { FinalScores, HistoryItem, ScoreReport, UnusedAnswer } from '@resumeloop/contracts/scoring';
import type { StructuredResume } from '@resumeloop/engine';
import type { VerifyResult } from '@resumeloop/usecases';

function table(rows: readonly (readonly string[])[], alignRight: readonly boolean[]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          alignRight[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function categoryTable(report: Pick<ScoreReport, 'categories'>, before?: ScoreReport): string {
  const rows = [
    before ? ['Category', 'Weight', 'Before', 'After'] : ['Category', 'Weight', 'Score'],
    ...report.categories.map((category) => {
      const initial = before?.categories.find((item) => item.id === category.id)?.score;
      return [
        category.label,
        String(category.weight),
        ...(before ? [(initial ?? 0).toFixed(1)] : []),
        category.score.toFixed(1),
      ];
    }),
  ];
  return table(rows, [false, true, true, true]);
}

function fixes(report: ScoreReport, max = 8): string[] {
  return report.categories
    .flatMap((category) =>
      category.checks
        .filter((check) => check.ran && !check.passed && check.fix)
        .map((check) => ({ category, check })),
    )
    .sort((a, b) => b.category.weight * b.check.weight - a.category.weight * a.check.weight)
    .slice(0, max)
    .map(({ category, check }) => `${category.label}: ${check.fix}`);
}

/** Long lines shortened for a terminal; --json keeps them whole. */
function clip(text: string, max = 100): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function list(title: string, items: readonly string[], numbered = false): string[] {
  if (items.length === 0) return [];
  return [
    '',
    title,
    ...items.map((item, index) => `${numbered ? `${String(index + 1).padStart(2)}.` : '  -'} ${item}`),
  ];
}

export function formatResume(resume: StructuredResume): string {
  const { contact } = resume;
  const lines: string[] = [];
  const contactRows = (
    [
      ['Name', contact.name],
      ['Email', contact.email],
      ['Phone', contact.phone],
      ['Location', contact.location],
      ['LinkedIn', contact.linkedin],
      ['GitHub', contact.github],
      ['Contact line', contact.raw_contact_line],
    ] as const
  ).filter(([, value]) => value.trim().length > 0);
  if (contactRows.length > 0)
    lines.push(
      table(
        contactRows.map(([label, value]) => [`${label}:`, value]),
        [false, false],
      ),
    );
  for (const section of resume.sections) {
    lines.push('', `${section.order}. ${section.title || '(untitled)'} [${section.type}]`);
    for (const line of section.content_lines) lines.push(`   ${line}`);
    for (const bullet of section.bullets) lines.push(`   ${bullet.original_char || '-'} ${bullet.text}`);
    for (const entry of section.entries) {
      const header = [entry.title, entry.company].filter(Boolean).join(' at ');
      const place = [entry.location, entry.dates].filter(Boolean).join(', ');
      lines.push(`   ${header || '(no title or employer)'}${place ? ` (${place})` : ''}`);
      for (const bullet of entry.bullets) lines.push(`     ${bullet.original_char || '-'} ${bullet.text}`);
    }
  }
  return `${lines.join('\n').trimStart()}\n`;
}

export function formatAnalysis(result: { questions: string[]; initial_score: ScoreReport }): string {
  const score = result.initial_score;
  return `${[
    `Score: ${score.overall_score.toFixed(1)} / 100`,
    '',
    categoryTable(score),
    ...list('Questions, most useful first:', result.questions, true),
    ...list('Warnings:', score.warnings),
    ...list('What would raise the score:', fixes(score)),
  ].join('\n')}\n`;
}

export function formatRefinement(
  result: {
    final_text: string;
    history: HistoryItem[];
    final_scores: FinalScores;
    unused_answers: UnusedAnswer[];
  },
  initial: ScoreReport,
): string {
  const { final_scores: scores } = result;
  const { improvement } = scores;
  const sign = (value: number) => (value >= 0 ? `+${value.toFixed(1)}` : value.toFixed(1));
  return `${[
    `Score: ${improvement.initial.toFixed(1)} -> ${improvement.final.toFixed(1)} (${sign(improvement.change)}, ${sign(improvement.percent_change)}%)`,
    '',
    categoryTable(scores, initial),
    '',
    scores.feedback_summary,
    ...list(
      `Changes (${result.history.length}):`,
      result.history.map((item) => `${item.reason}: '${clip(item.before)}' -> '${clip(item.after)}'`),
    ),
    ...list(
      'Answers not used:',
      result.unused_answers.map(
        (item) => `(answer ${item.question_index + 1}) '${clip(item.text)}': ${item.reason}`,
      ),
    ),
    ...list('Warnings:', scores.warnings),
    '',
    'Refined resume:',
    '',
    result.final_text.trimEnd(),
  ].join('\n')}\n`;
}

export function formatIndustries(categories: Record<string, string[]>): string {
  return `${Object.entries(categories)
    .map(([category, names]) => [category, ...names.map((name) => `  ${name}`)].join('\n'))
    .join('\n\n')}\n`;
}

const VERDICT_WORDS: Record<VerifyResult['changes'][number]['verdict'], string> = {
  supported: 'supported',
  confirm: 'check this',
  unsupported: 'NOT SUPPORTED',
};

/** `resumeloop verify` for reading: the changes that need a look first, each flag with its reason. */
export function formatVerification(result: VerifyResult): string {
  const count = (verdict: string) => result.changes.filter((change) => change.verdict === verdict).length;
  const lines: string[] = [];
  if (result.initial_score && result.final_score)
    lines.push(
      `Score: ${result.initial_score.overall_score.toFixed(1)} -> ${result.final_score.overall_score.toFixed(1)} with the supported changes applied`,
      '',
    );
  lines.push(
    `${result.changes.length} changes: ${count('supported')} supported, ${count('confirm')} to check, ${count('unsupported')} not supported by your resume or answers.`,
  );
  const order = ['unsupported', 'confirm', 'supported'];
  const sorted = [...result.changes].sort((a, b) => order.indexOf(a.verdict) - order.indexOf(b.verdict));
  for (const change of sorted) {
    lines.push('', `[${VERDICT_WORDS[change.verdict]}] ${change.section}`);
    if (change.before) lines.push(`  before: ${clip(change.before, 160)}`);
    if (change.after) lines.push(`  after:  ${clip(change.after, 160)}`);
    for (const flag of change.flags) lines.push(`    ! ${flag.reason}`);
  }
  return `${lines.join('\n')}\n`;
}
