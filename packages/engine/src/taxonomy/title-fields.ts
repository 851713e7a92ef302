/**
 * The fields job titles belong to: the words of a title that name its field ('Software', 'Nurse',
 * 'Public Relations'), with the industries (codes of industries.ts) that use them. Two titles with no
 * word in common can still be of one field ('IT Manager' and 'Software Engineer'), which title fit
 * credits in part. Words used by every field ('manager', 'analyst', 'engineer', 'specialist') are not
 * here: they name a level or a kind of work, not a field.
 */

const TITLE_FIELD_ROWS: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    'SWE',
    [
      'software',
      'developer',
      'programmer',
      'devops',
      'sre',
      'web',
      'frontend',
      'front-end',
      'backend',
      'back-end',
      'full stack',
      'full-stack',
      'fullstack',
      'mobile',
      'ios',
      'android',
      'it',
      'information technology',
      'application',
      'applications',
      'cloud',
      'platform',
      'systems',
      'network',
      'infrastructure',
      'database',
      'dba',
      'technical',
      'technology',
      'computer',
      'salesforce',
      '.net',
      'java',
      'sap',
    ],
  ],
  [
    'DS',
    [
      'data',
      'analytics',
      'scientist',
      'machine learning',
      'ml',
      'ai',
      'bi',
      'business intelligence',
      'statistician',
      'reporting',
      'database',
    ],
  ],
  ['SEC', ['security', 'cybersecurity', 'cyber', 'information security']],
  ['QA', ['qa', 'quality assurance', 'test', 'tester', 'testing']],
  [
    'HC',
    [
      'nurse',
      'nursing',
      'rn',
      'lpn',
      'cna',
      'medical',
      'clinical',
      'clinic',
      'patient',
      'health',
      'healthcare',
      'therapist',
      'therapy',
      'respiratory',
      'hygienist',
      'dental',
      'pharmacy',
      'pharmacist',
      'physician',
      'physical therapist',
      'caregiver',
      'care',
      'emt',
      'paramedic',
    ],
  ],
  [
    'FIN',
    [
      'finance',
      'financial',
      'accountant',
      'accounting',
      'accounts',
      'auditor',
      'audit',
      'fp&a',
      'controller',
      'treasury',
      'tax',
      'bookkeeper',
      'credit',
      'loan',
      'banking',
      'bank',
      'banker',
      'investment',
      'billing',
      'payable',
      'receivable',
      'cpa',
    ],
  ],
  ['CON', ['consultant', 'consulting', 'advisory']],
  [
    'BD',
    ['business development', 'partnerships', 'partner', 'strategy', 'strategic', 'growth', 'account manager'],
  ],
  [
    'HR',
    [
      'hr',
      'human resources',
      'human resource',
      'recruiter',
      'recruiting',
      'recruitment',
      'talent',
      'people',
      'payroll',
      'benefits',
      'compensation',
      'generalist',
      'workforce',
      'staffing',
      'training',
    ],
  ],
  [
    'EDU',
    [
      'teacher',
      'teaching',
      'tutor',
      'instructor',
      'educator',
      'education',
      'principal',
      'school',
      'curriculum',
      'classroom',
      'kindergarten',
      'preschool',
      'interventionist',
      'paraprofessional',
      'montessori',
      'early childhood',
      'childcare',
      'child care',
      'daycare',
    ],
  ],
  ['ACA', ['professor', 'lecturer', 'researcher', 'postdoc', 'faculty', 'academic']],
  [
    'MKT',
    [
      'marketing',
      'marketer',
      'brand',
      'content',
      'social media',
      'seo',
      'sem',
      'public relations',
      'pr',
      'communications',
      'digital',
      'advertising',
      'media',
      'copywriter',
      'campaign',
      'events',
      'promotions',
    ],
  ],
  [
    'SAL',
    [
      'sales',
      'account executive',
      'account manager',
      'business development',
      'sdr',
      'bdr',
      'territory',
      'inside sales',
      'representative',
      'rep',
      'retail',
    ],
  ],
  ['CS', ['customer service', 'customer success', 'support', 'call center', 'help desk']],
  ['RET', ['retail', 'store', 'merchandiser', 'cashier']],
  ['OPS', ['operations', 'workforce', 'logistics', 'supply chain', 'warehouse', 'inventory', 'procurement']],
  ['PM', ['project', 'program', 'scrum', 'pmo', 'delivery']],
  ['PRD', ['product', 'product owner']],
  ['SCM', ['supply chain', 'procurement', 'purchasing', 'buyer', 'sourcing', 'inventory']],
  ['LOG', ['logistics', 'shipping', 'warehouse', 'distribution', 'transportation', 'fleet', 'dispatcher']],
  [
    'TRN',
    [
      'aviation',
      'aircraft',
      'airframe',
      'avionics',
      'pilot',
      'mechanic',
      'maintenance',
      'diesel',
      'automotive',
    ],
  ],
  [
    'MFG',
    [
      'mechanical',
      'manufacturing',
      'electrical',
      'industrial',
      'process',
      'production',
      'plant',
      'quality',
      'maintenance',
      'mechanic',
      'machinist',
      'technician',
      'cad',
      'design engineer',
    ],
  ],
  [
    'CST',
    [
      'construction',
      'civil',
      'structural',
      'site',
      'superintendent',
      'foreman',
      'estimator',
      'surveyor',
      'building',
      'project engineer',
    ],
  ],
  ['NRG', ['energy', 'oil', 'gas', 'petroleum', 'solar', 'utility', 'power']],
  [
    'DES',
    [
      'designer',
      'design',
      'graphic',
      'ux',
      'ui',
      'user experience',
      'visual',
      'creative',
      'art director',
      'illustrator',
      'interior',
    ],
  ],
  ['ARC', ['architect', 'architectural', 'architecture']],
  ['ART', ['artist', 'musician', 'photographer', 'animator', 'creative', 'illustrator']],
  ['MED', ['journalist', 'editor', 'writer', 'reporter', 'producer', 'media', 'broadcast', 'communications']],
  ['LEG', ['paralegal', 'attorney', 'lawyer', 'legal', 'counsel', 'litigation', 'law', 'compliance']],
  ['GOV', ['government', 'policy', 'public sector', 'public policy', 'municipal', 'federal', 'police']],
  [
    'NPO',
    ['nonprofit', 'non-profit', 'fundraising', 'development officer', 'grants', 'volunteer', 'community'],
  ],
  [
    'HOS',
    [
      'chef',
      'cook',
      'culinary',
      'kitchen',
      'restaurant',
      'food',
      'beverage',
      'hotel',
      'hospitality',
      'server',
      'bartender',
      'barista',
      'catering',
      'banquet',
      'front desk',
      'guest',
    ],
  ],
  ['SPT', ['fitness', 'trainer', 'coach', 'athletic', 'sports', 'yoga', 'wellness']],
  ['AGR', ['agricultural', 'farm', 'agronomist', 'crop', 'livestock']],
  ['RE', ['real estate', 'property', 'leasing', 'realtor', 'mortgage']],
  ['RND', ['research', 'scientist', 'laboratory', 'lab', 'r&d']],
];

interface TitleFieldWord {
  /** The word in lower case: a title without it as a substring cannot match the pattern. */
  word: string;
  pattern: RegExp;
  codes: string[];
}

const TITLE_FIELD_WORDS: readonly TitleFieldWord[] = (() => {
  const byWord = new Map<string, string[]>();
  for (const [code, words] of TITLE_FIELD_ROWS)
    for (const word of words) byWord.set(word, [...(byWord.get(word) ?? []), code]);
  // Longest first, so 'public relations' is read before a shorter word inside it.
  return [...byWord.entries()]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([word, codes]) => ({
      word: word.toLowerCase(),
      pattern: new RegExp(`(?<![a-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`, 'gi'),
      codes,
    }));
})();

/** The industry codes a title's field words point to, each weighted by how many fields share the word. */
export function titleFields(title: string): Map<string, number> {
  const fields = new Map<string, number>();
  let text = title.toLowerCase().replace(/[/,|–—]+/g, ' ');
  for (const { word, pattern, codes } of TITLE_FIELD_WORDS) {
    // A substring search first: most of the words are in no given title, and it costs far less.
    if (!text.includes(word)) continue;
    pattern.lastIndex = 0;
    if (!pattern.test(text)) continue;
    // A word read once: 'public relations' leaves nothing for a shorter word to match.
    text = text.replace(pattern, ' ');
    for (const code of codes) fields.set(code, (fields.get(code) ?? 0) + 1 / codes.length);
  }
  return fields;
}
