/**
 * The practice a role's title names: a Manufacturing Engineer does manufacturing engineering, a Math
 * Teacher teaching, a Dental Hygienist dental hygiene, a commercial general contractor construction. A
 * title is evidence of its practice, so a resume headed 'Manufacturing Engineer' is never told it lacks
 * Manufacturing Engineering.
 */

/** Role noun -> the words of its practice. */
const PRACTICE: Record<string, string> = {
  engineer: 'engineering',
  engineers: 'engineering',
  teacher: 'teaching',
  teachers: 'teaching',
  nurse: 'nursing',
  accountant: 'accounting',
  recruiter: 'recruiting',
  designer: 'design',
  developer: 'development',
  manager: 'management',
  hygienist: 'hygiene',
  reporter: 'reporting',
  adjuster: 'adjusting',
  planner: 'planning',
  writer: 'writing',
  analyst: 'analysis',
  therapist: 'therapy',
  pathologist: 'pathology',
  dispatcher: 'dispatch',
  operator: 'operations',
  coordinator: 'coordination',
  consultant: 'consulting',
  marketer: 'marketing',
  programmer: 'programming',
  trainer: 'training',
  editor: 'editing',
  instructor: 'instruction',
  auditor: 'auditing',
  bookkeeper: 'bookkeeping',
  buyer: 'purchasing',
  photographer: 'photography',
  counselor: 'counseling',
  counsellor: 'counselling',
  educator: 'education',
  administrator: 'administration',
  supervisor: 'supervision',
  registrar: 'registration',
  contractor: 'construction',
  builder: 'construction',
  builders: 'construction',
  estimator: 'estimating',
  scheduler: 'scheduling',
  inspector: 'inspection',
  investigator: 'investigation',
  underwriter: 'underwriting',
  paralegal: 'litigation support',
  cook: 'cooking',
  chef: 'culinary',
  baker: 'baking',
  cashier: 'cash handling',
  technologist: 'technology',
  pharmacist: 'pharmacy',
  electrician: 'electrical',
  machinist: 'machining',
  welder: 'welding',
  plumber: 'plumbing',
  carpenter: 'carpentry',
  veterinarian: 'veterinary medicine',
  surveyor: 'surveying',
  archivist: 'archiving',
  curator: 'curation',
  translator: 'translation',
  interpreter: 'interpreting',
};

/**
 * The title written as its practice ('Manufacturing Engineer' -> 'Manufacturing Engineering'), or null
 * when it names no role of the table.
 */
export function practiceWording(title: string): string | null {
  let changed = false;
  // 'commercial general contractor': the firm's trade, with the kind of work before it.
  const trades = title.replace(/\bgeneral contractors?\b|\bhome ?builders?\b/gi, () => {
    changed = true;
    return 'construction';
  });
  const wording = trades.replace(/[A-Za-z]+/g, (word) => {
    const practice = PRACTICE[word.toLowerCase()];
    if (!practice) return word;
    changed = true;
    return practice;
  });
  return changed ? wording : null;
}
