/**
 * A rough stem for matching words across small inflections ('dashboards' and 'dashboard', 'managed' and
 * 'manage'): tailoring compares skill phrases and job titles by it. Short words are kept whole, so
 * 'sales' stays 'sales' and 'uses' stays 'uses'.
 */
export function roughStem(token: string): string {
  return token.length > 4 ? token.replace(/(ing|ed|es|s)$/, '') : token;
}
