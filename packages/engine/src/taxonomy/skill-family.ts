/** The row shape of the skill tables: id, label, kind, industry codes (space-separated), skills. */
export type SkillKind = 'hard' | 'tool' | 'soft' | 'credential';

export type SkillFamilyRow = readonly [
  id: string,
  label: string,
  kind: SkillKind,
  industries: string,
  skills: string,
];
