/**
 * API answers for the refinement flow's tests, shaped as the contracts in @resumeloop/contracts describe
 * them. Only tests import this file.
 */
const IDS = [
  ['formatting', 'Formatting', 15],
  ['structure', 'Structure', 10],
  ['content_impact', 'Content Impact', 25],
  ['tailoring', 'Tailoring', 20],
  ['ats_compliance', 'ATS Compliance', 15],
  ['language_clarity', 'Language & Clarity', 10],
  ['professionalism', 'Professionalism', 5],
] as const;

type Scores = Record<(typeof IDS)[number][0], number>;

export function scoreReport(scores: Scores, options: { omitCategories?: string[] } = {}) {
  const overall = IDS.reduce((total, [id, , weight]) => total + (scores[id] * weight) / 100, 0);
  return {
    overall_score: overall,
    scores,
    categories: IDS.filter(([id]) => !options.omitCategories?.includes(id)).map(([id, label, weight]) => ({
      id,
      label,
      weight,
      score: scores[id],
      checks: [
        {
          id: `${id}-one`,
          label: `${label} check passes`,
          passed: true,
          ran: true,
          reason: `${label}: this part of the resume meets the rule.`,
          fix: '',
          weight: 1,
        },
        {
          id: `${id}-two`,
          label: `${label} check fails`,
          passed: false,
          ran: true,
          reason: `${label}: two bullets lack a measurable result.`,
          fix: `Add a number to each ${label.toLowerCase()} bullet.`,
          weight: 1,
        },
      ],
    })),
    warnings: [],
  };
}

export const INITIAL_SCORES: Scores = {
  formatting: 70,
  structure: 80,
  content_impact: 50,
  tailoring: 40,
  ats_compliance: 75,
  language_clarity: 65,
  professionalism: 90,
};

export const FINAL_SCORES: Scores = {
  formatting: 82,
  structure: 85,
  content_impact: 68.46,
  tailoring: 61.2,
  ats_compliance: 80,
  language_clarity: 70,
  professionalism: 90,
};

export function finalScores(options: { omitCategories?: string[] } = {}) {
  const initial = scoreReport(INITIAL_SCORES);
  const report = scoreReport(FINAL_SCORES, options);
  return {
    ...report,
    feedback_summary: 'Tailoring and content impact improved most.',
    improvement: {
      initial: initial.overall_score,
      final: report.overall_score,
      change: report.overall_score - initial.overall_score,
      percent_change: ((report.overall_score - initial.overall_score) / initial.overall_score) * 100,
    },
  };
}

export const QUESTIONS = [
  'How many people used the reporting tool you built at Northwind?',
  'Which SQL databases have you worked with?',
];

export const ANALYZE_RESPONSE = {
  questions: QUESTIONS,
  question_details: QUESTIONS.map((text, index) => ({
    id: `q${index + 1}`,
    kind: 'bullet_result',
    text,
    category: 'content_impact',
    expected_gain: 5 - index,
  })),
  initial_score: scoreReport(INITIAL_SCORES),
  job: {
    title: 'Data Analyst',
    seniority: 'mid',
    years_required: 3,
    required_skills: ['SQL'],
    preferred_skills: [],
  },
  notices: [],
};

export const SESSION_ID = '0b7c5a52-3f4e-4d8e-9a51-7c2f4f1d9e10';

export const STRUCTURED_RESUME = {
  contact: {
    name: 'Jordan Lee',
    email: 'jordan@example.com',
    phone: '',
    location: '',
    linkedin: '',
    github: '',
    raw_contact_line: '',
  },
  sections: [],
};

export const REFINE_RESPONSE = {
  final_text: 'Jordan Lee\nData Analyst\n\nEXPERIENCE\n• Built a reporting tool used by 40 analysts',
  history: [
    {
      id: 'c1',
      target: 'exp-1-b1',
      before: 'Built a reporting tool',
      after: 'Built a reporting tool used by 40 analysts',
      reason: 'result from an answer',
      source: '40 analysts used it every week',
    },
  ],
  session_id: SESSION_ID,
  structured_resume: STRUCTURED_RESUME,
  final_scores: finalScores(),
  unused_answers: [],
  notices: [],
  writer: 'built-in' as const,
  writer_notice: null,
  pending_changes: [],
};

const WHERE = { section: 'Experience', where: 'Data Analyst, Northwind' };

/** A pasted rewrite's changes as the guard judged them: one applied, one to confirm, one unsupported. */
export const REVIEWED_CHANGES = {
  applied: {
    id: 'r1',
    kind: 'bullet' as const,
    ...WHERE,
    before: 'Built a reporting tool used by 40 analysts',
    after: 'Built a SQL reporting tool used by 40 analysts',
    verdict: 'supported' as const,
    flags: [],
    status: 'applied' as const,
  },
  confirm: {
    id: 'r2',
    kind: 'bullet' as const,
    ...WHERE,
    before: 'Helped with the dashboard migration',
    after: 'Led the dashboard migration',
    verdict: 'confirm' as const,
    flags: [
      {
        text: 'Led',
        kind: 'scope' as const,
        reason: 'Led: your resume says you helped with it',
        start: 0,
        end: 3,
      },
    ],
    status: 'pending' as const,
  },
  unsupported: {
    id: 'r3',
    kind: 'new_bullet' as const,
    ...WHERE,
    before: '',
    after: 'Cut report latency to 150 ms',
    verdict: 'unsupported' as const,
    flags: [
      {
        text: '150 ms',
        kind: 'number' as const,
        reason: '150 ms: your resume and answers say 250 ms',
        start: 22,
        end: 28,
      },
    ],
    status: 'pending' as const,
  },
};

/** The history once the pasted rewrite's supported change is applied. */
export const HISTORY_AFTER_IMPORT = [
  ...REFINE_RESPONSE.history,
  {
    id: 'r1',
    target: 'exp-1-b1',
    before: 'Built a reporting tool used by 40 analysts',
    after: 'Built a SQL reporting tool used by 40 analysts',
    reason: 'pasted rewrite',
    source: 'Skills: SQL',
  },
];

/** POST /api/review/sessions/{id}/import: the applied change listed first, as the server may send it. */
export const IMPORT_RESPONSE = {
  writer: 'pasted' as const,
  changes: [REVIEWED_CHANGES.applied, REVIEWED_CHANGES.confirm, REVIEWED_CHANGES.unsupported],
  scores_before: { overall_score: scoreReport(INITIAL_SCORES).overall_score, scores: INITIAL_SCORES },
  final_text: REFINE_RESPONSE.final_text.replace('a reporting', 'a SQL reporting'),
  structured_resume: STRUCTURED_RESUME,
  history: HISTORY_AFTER_IMPORT,
  final_scores: finalScores(),
  notices: [],
};
