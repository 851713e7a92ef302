import { describe, expect, it } from 'vitest';
import { industryProfile, listIndustries } from './industries';

describe('industries', () => {
  it('lists the 37 industries of SPEC §3 in categories', () => {
    const { categories } = listIndustries();
    expect(Object.values(categories).flat()).toHaveLength(37);
  });

  it("agree with SPEC's fallback groups", () => {
    const { categories } = listIndustries();
    expect(categories.General).toEqual(['General Professional']);
    expect(categories['Technology & Engineering']).toEqual(
      expect.arrayContaining(['Software Engineering', 'Manufacturing Engineering']),
    );
    expect(categories['Healthcare & Life Sciences']).toEqual(expect.arrayContaining(['Healthcare']));
    expect(categories['Business & Finance']).toEqual(
      expect.arrayContaining(['Finance & Banking', 'Consulting']),
    );
    expect(categories['Education & Research']).toEqual(expect.arrayContaining(['Academic & Research']));
  });

  it('selects a profile by name, falling back to General Professional', () => {
    expect(industryProfile('healthcare').expectedSections).toContain('certifications');
    expect(industryProfile('Sales').quantifiedTarget).toBe(0.6);
    expect(industryProfile('Underwater Basket Weaving').name).toBe('General Professional');
  });
});
