/** The industry each corpus occupation group is scored under. */
export const GROUP_INDUSTRY: Record<string, string> = {
  software: 'Software Engineering',
  data: 'Data Science',
  healthcare: 'Healthcare',
  finance: 'Finance & Banking',
  marketing: 'Marketing',
  sales: 'Sales',
  teaching: 'Education',
  engineering: 'Manufacturing Engineering',
  hr: 'Human Resources',
  design: 'Design',
  other: 'General Professional',
};
