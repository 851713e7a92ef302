/**
 * The 37 industries of SPEC §3, their categories for GET /api/scoring/industries, and each industry's
 * profile: the sections it expects, its length norm, the share of bullets that should carry a number, the
 * metrics its readers look for, and the credentials it expects. The category of every industry named in
 * SPEC's fallback groups matches those groups.
 */
import type { SectionType } from '../types';

export interface IndustryProfile {
  code: string;
  name: string;
  category: string;
  /** Sections beyond experience, education and skills this industry's readers look for. */
  expectedSections: readonly SectionType[];
  /** Word-count norm of a resume. */
  words: readonly [number, number];
  maxPages: number;
  /** Share of experience bullets that should carry a measurable result. */
  quantifiedTarget: number;
  /** Words that show the results this industry counts. */
  metricWords: readonly string[];
  /** Credentials readers expect (asked about when the resume shows none); empty when none is expected. */
  credentials: readonly string[];
  /** Patterns that show one of those credentials. */
  credentialPattern: RegExp | null;
  /** Whether a portfolio link is expected. */
  portfolio: boolean;
}

type ProfileOverrides = Partial<Omit<IndustryProfile, 'code' | 'name' | 'category'>>;

const DEFAULTS: Omit<IndustryProfile, 'code' | 'name' | 'category'> = {
  expectedSections: [],
  words: [350, 900],
  maxPages: 2,
  quantifiedTarget: 0.4,
  metricWords: ['%', 'percent', 'saved', 'reduced', 'increased', 'grew', 'cut', 'improved'],
  credentials: [],
  credentialPattern: null,
  portfolio: false,
};

const ROWS: ReadonlyArray<readonly [string, string, string, ProfileOverrides]> = [
  ['GEN', 'General Professional', 'General', {}],
  [
    'SWE',
    'Software Engineering',
    'Technology & Engineering',
    { metricWords: ['latency', 'users', 'requests', 'uptime', 'deploy', 'performance', 'cost', '%'] },
  ],
  [
    'MFG',
    'Manufacturing Engineering',
    'Technology & Engineering',
    { metricWords: ['yield', 'scrap', 'downtime', 'throughput', 'cycle time', 'cost', 'defects', '%'] },
  ],
  [
    'DS',
    'Data Science',
    'Technology & Engineering',
    { metricWords: ['accuracy', 'model', 'revenue', 'lift', 'records', 'rows', '%'] },
  ],
  [
    'SEC',
    'Cybersecurity',
    'Technology & Engineering',
    {
      credentials: ['CompTIA Security+, CISSP, CISM or an equivalent security certification'],
      credentialPattern: /\b(security\+|cissp|cism|cisa|ceh|oscp|gsec|giac|ccsp|comptia)\b/i,
      metricWords: ['incidents', 'vulnerabilities', 'endpoints', 'response time', 'audit', '%'],
    },
  ],
  [
    'QA',
    'Quality Assurance',
    'Technology & Engineering',
    { metricWords: ['defects', 'coverage', 'test cases', 'escape', 'regression', '%'] },
  ],
  [
    'RND',
    'Research & Development',
    'Education & Research',
    {
      expectedSections: ['publications'],
      metricWords: ['patents', 'prototypes', 'publications', 'grant', '%'],
    },
  ],
  [
    'HC',
    'Healthcare',
    'Healthcare & Life Sciences',
    {
      expectedSections: ['certifications'],
      credentials: [
        "a current state licence (RN, LPN, or your discipline's equivalent)",
        'BLS or CPR certification',
      ],
      credentialPattern:
        /\b(rn|r\.n\.|lpn|lvn|cna|bls|acls|pals|cpr|licensed|licence|license|registered nurse|board certified|nclex|cpht|rdh|pta|rrt|crt)\b|\br\.n\./i,
      metricWords: ['patients', 'ratio', 'beds', 'caseload', 'satisfaction', 'readmission', 'census', '%'],
    },
  ],
  [
    'FIN',
    'Finance & Banking',
    'Business & Finance',
    { metricWords: ['$', 'budget', 'portfolio', 'assets', 'savings', 'variance', 'forecast', '%'] },
  ],
  [
    'CON',
    'Consulting',
    'Business & Finance',
    { metricWords: ['$', 'clients', 'savings', 'revenue', 'engagement', '%'] },
  ],
  [
    'BD',
    'Business Development',
    'Business & Finance',
    {
      quantifiedTarget: 0.6,
      metricWords: ['$', 'revenue', 'pipeline', 'partnerships', 'deals', 'growth', '%'],
    },
  ],
  [
    'HR',
    'Human Resources',
    'Business & Finance',
    { metricWords: ['hires', 'turnover', 'retention', 'employees', 'time to fill', 'engagement', '%'] },
  ],
  [
    'RE',
    'Real Estate',
    'Business & Finance',
    {
      credentials: ['a real estate licence'],
      credentialPattern:
        /\b(real estate licen[cs]e|licensed (real estate )?(agent|broker|salesperson)|realtor)\b/i,
      metricWords: ['$', 'listings', 'closings', 'transactions', 'units', 'occupancy', '%'],
    },
  ],
  [
    'ACA',
    'Academic & Research',
    'Education & Research',
    {
      expectedSections: ['publications', 'research'],
      words: [400, 4000],
      maxPages: 12,
      quantifiedTarget: 0.25,
      metricWords: ['publications', 'citations', 'grant', '$', 'students', 'papers'],
    },
  ],
  [
    'EDU',
    'Education',
    'Education & Research',
    {
      expectedSections: ['certifications'],
      credentials: ['a teaching licence or certification for your subject and grade level'],
      credentialPattern:
        /\b(teaching (licen[cs]e|certificat\w*|credential)|(?:educator|teacher|teaching) (?:licen[cs]e|certificat\w*|credential)|professional educator|certified teacher|licensed teacher|qts|pgce|b\.?ed|tesol|tefl|celta|state certification)\b/i,
      quantifiedTarget: 0.3,
      metricWords: ['students', 'scores', 'grade', 'class', 'pass rate', '%'],
    },
  ],
  [
    'MKT',
    'Marketing',
    'Sales & Marketing',
    {
      quantifiedTarget: 0.6,
      metricWords: [
        '$',
        'roi',
        'roas',
        'ctr',
        'conversion',
        'leads',
        'traffic',
        'engagement',
        'followers',
        '%',
      ],
    },
  ],
  [
    'SAL',
    'Sales',
    'Sales & Marketing',
    {
      quantifiedTarget: 0.6,
      metricWords: ['$', 'quota', 'revenue', 'pipeline', 'accounts', 'deals', 'territory', 'ranked', '%'],
    },
  ],
  [
    'CS',
    'Customer Service',
    'Sales & Marketing',
    { metricWords: ['csat', 'nps', 'tickets', 'calls', 'resolution', 'satisfaction', 'handle time', '%'] },
  ],
  [
    'RET',
    'Retail',
    'Sales & Marketing',
    { metricWords: ['$', 'sales', 'shrink', 'inventory', 'customers', 'store', '%'] },
  ],
  [
    'OPS',
    'Operations',
    'Management & Operations',
    { metricWords: ['$', 'cost', 'efficiency', 'throughput', 'sla', 'headcount', '%'] },
  ],
  [
    'PM',
    'Project Management',
    'Management & Operations',
    {
      credentials: ['PMP, PRINCE2, CAPM or a Scrum certification'],
      credentialPattern: /\b(pmp|prince2|capm|csm|psm|safe|scrum master certif\w*|pmi-acp)\b/i,
      metricWords: ['$', 'budget', 'on time', 'schedule', 'scope', 'stakeholders', '%'],
    },
  ],
  [
    'PRD',
    'Product Management',
    'Management & Operations',
    { metricWords: ['users', 'revenue', 'adoption', 'retention', 'launch', 'nps', '%'] },
  ],
  [
    'SCM',
    'Supply Chain',
    'Management & Operations',
    { metricWords: ['$', 'inventory', 'lead time', 'fill rate', 'suppliers', 'cost', '%'] },
  ],
  [
    'LOG',
    'Logistics',
    'Management & Operations',
    { metricWords: ['shipments', 'on-time', 'freight', 'routes', 'cost', 'orders', '%'] },
  ],
  [
    'TRN',
    'Transportation',
    'Management & Operations',
    {
      credentials: ["a commercial driver's licence (CDL), FAA certificate or the licence your role requires"],
      credentialPattern: /\b(cdl|commercial driver|faa|a&p|airframe|powerplant|hazmat|dot medical)\b/i,
      metricWords: ['miles', 'on-time', 'safety', 'routes', 'deliveries', '%'],
    },
  ],
  [
    'DES',
    'Design',
    'Creative & Media',
    {
      expectedSections: ['portfolio'],
      portfolio: true,
      quantifiedTarget: 0.3,
      metricWords: ['users', 'conversion', 'usability', 'engagement', 'launch', '%'],
    },
  ],
  [
    'ARC',
    'Architecture',
    'Creative & Media',
    {
      expectedSections: ['portfolio'],
      portfolio: true,
      credentials: ['architectural registration or licensure progress (AXP, ARE, RA)'],
      credentialPattern: /\b(licensed architect|registered architect|\bra\b|ncarb|axp|are|leed)\b/i,
      quantifiedTarget: 0.3,
      metricWords: ['sq ft', 'square feet', '$', 'projects', 'units'],
    },
  ],
  [
    'ART',
    'Creative Arts',
    'Creative & Media',
    {
      expectedSections: ['portfolio'],
      portfolio: true,
      quantifiedTarget: 0.25,
      metricWords: ['exhibitions', 'audience', 'views', 'commissions', 'awards'],
    },
  ],
  [
    'MED',
    'Media & Entertainment',
    'Creative & Media',
    { quantifiedTarget: 0.35, metricWords: ['views', 'audience', 'subscribers', 'ratings', 'episodes', '%'] },
  ],
  [
    'LEG',
    'Legal',
    'Public Sector & Services',
    { metricWords: ['cases', 'matters', 'documents', 'trials', 'settlements', '$'] },
  ],
  [
    'GOV',
    'Government',
    'Public Sector & Services',
    {
      words: [400, 1500],
      maxPages: 5,
      metricWords: ['budget', 'constituents', 'programs', 'compliance', '$', '%'],
    },
  ],
  [
    'NPO',
    'Non-Profit',
    'Public Sector & Services',
    { metricWords: ['$', 'donors', 'volunteers', 'raised', 'grants', 'served', 'beneficiaries'] },
  ],
  [
    'HOS',
    'Hospitality',
    'Public Sector & Services',
    {
      quantifiedTarget: 0.3,
      metricWords: ['guests', 'covers', 'occupancy', 'reviews', 'food cost', 'labor cost', '%'],
    },
  ],
  [
    'SPT',
    'Sports & Recreation',
    'Public Sector & Services',
    {
      quantifiedTarget: 0.3,
      credentials: ['a coaching or trainer certification (NASM, ACE, ACSM, CPR/AED)'],
      credentialPattern:
        /\b(nasm|ace|acsm|nsca|cscs|cpr|aed|certified (personal )?trainer|coaching licen[cs]e)\b/i,
      metricWords: ['members', 'clients', 'classes', 'attendance', 'retention', '%'],
    },
  ],
  [
    'CST',
    'Construction',
    'Industry & Trades',
    {
      credentials: ['OSHA 10/30 or the safety certification your sites require'],
      credentialPattern: /\b(osha|first aid|cpr|leed|pe\b|licensed contractor|cdl)\b/i,
      metricWords: ['$', 'budget', 'schedule', 'sq ft', 'safety', 'projects', '%'],
    },
  ],
  [
    'NRG',
    'Energy',
    'Industry & Trades',
    { metricWords: ['mw', 'kwh', 'output', 'uptime', 'safety', 'emissions', '$', '%'] },
  ],
  [
    'AGR',
    'Agriculture',
    'Industry & Trades',
    { quantifiedTarget: 0.3, metricWords: ['acres', 'yield', 'head', 'tons', 'harvest', '%'] },
  ],
];

export const INDUSTRY_PROFILES: readonly IndustryProfile[] = ROWS.map(
  ([code, name, category, overrides]) => ({
    ...DEFAULTS,
    ...overrides,
    code,
    name,
    category,
  }),
);

const BY_CODE = new Map(INDUSTRY_PROFILES.map((profile) => [profile.code, profile]));
const BY_NAME = new Map(INDUSTRY_PROFILES.map((profile) => [profile.name.toLowerCase(), profile]));

/** The profile of an industry by name (case-insensitive) or code; General Professional otherwise. */
export function industryProfile(nameOrCode: string): IndustryProfile {
  const key = nameOrCode.trim();
  return (
    BY_NAME.get(key.toLowerCase()) ??
    BY_CODE.get(key.toUpperCase()) ??
    (BY_CODE.get('GEN') as IndustryProfile)
  );
}

export function industryName(code: string): string {
  return BY_CODE.get(code)?.name ?? code;
}

/** Industries grouped into categories, in the order above (GET /api/scoring/industries). */
export function listIndustries(): { categories: Record<string, string[]> } {
  const categories: Record<string, string[]> = {};
  for (const profile of INDUSTRY_PROFILES) {
    const list = categories[profile.category] ?? [];
    list.push(profile.name);
    categories[profile.category] = list;
  }
  return { categories };
}
