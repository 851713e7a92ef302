import { describe, expect, it } from 'vitest';
import { allSkills, findSkillMentions } from './find-skills';
import { INDUSTRY_PROFILES } from './industries';

describe('the skills taxonomy', () => {
  it('holds at least 1,500 skills covering all 37 industries', () => {
    const skills = allSkills();
    expect(skills.length).toBeGreaterThanOrEqual(1500);
    const covered = new Set(skills.flatMap((skill) => skill.industries));
    expect(INDUSTRY_PROFILES.filter((profile) => !covered.has(profile.code))).toEqual([]);
  });

  it.each([
    ['Golang', 'Go'],
    ['K8s', 'Kubernetes'],
    ['JS', 'JavaScript'],
    ['GA4', 'Google Analytics'],
    ['RN', 'Registered Nurse'],
    ['Search Engine Optimization', 'Search Engine Optimization'],
    ['SEO', 'Search Engine Optimization'],
  ])('reads %s as %s', (alias, canonical) => {
    expect(
      findSkillMentions(`Experience with ${alias} required.`).map((mention) => mention.skill.name),
    ).toEqual([canonical]);
  });

  it.each([
    ['Randolph School does not discriminate', []],
    ['Built REST APIs and tracked KPIs', ['REST APIs', 'KPI Tracking']],
    ['Relevant certification (e.g. CMA or CPA) preferred', ['Certified Public Accountant']],
    ['encouraging creativity and discovery', ['Creativity']],
    ['Drafted discovery responses', ['eDiscovery']],
    ['its commercial real estate portfolio', ['Commercial Real Estate']],
    ['the rest of the team, shipping and scaling SaaS products', []],
    ['a B.S. in chemistry', ['Chemistry']],
  ])('reads %j as %j, not as a lookalike', (text, expected) => {
    expect(findSkillMentions(text).map((mention) => mention.skill.name)).toEqual(expected);
  });

  it('takes the longest alias: Regression Testing, not Regression', () => {
    expect(findSkillMentions('Ran regression testing weekly').map((mention) => mention.skill.name)).toEqual([
      'Regression Testing',
    ]);
  });

  it('reads case-sensitive aliases only in their case: the verb go is not Go', () => {
    expect(findSkillMentions('Ready to go the extra mile').map((mention) => mention.skill.name)).toEqual([]);
  });

  it('reads no one-letter language in a hyphened name, nor a name after a one-letter prefix', () => {
    const names = (text: string) => findSkillMentions(text).map((mention) => mention.skill.name);
    expect(names('Training in suicide risk assessment (ASIST, QPR, C-SSRS)')).not.toContain('C');
    expect(names('Training in suicide risk assessment (ASIST, QPR, C-SSRS)')).not.toContain('SSRS');
    expect(names('Presented to C-suite executives')).toEqual([]);
    expect(names('C, C++ and Java; T-SQL')).toEqual(['C', 'C++', 'Java', 'T-SQL']);
  });
});
