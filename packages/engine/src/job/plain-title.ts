/**
 * The role as a person names it, in a question or a suggested headline: the posting's title without its
 * team, place or notes ('Electrical Foreman - Commercial Construction' -> 'Electrical Foreman', 'Customs
 * Compliance Manager (Licensed Customs Broker)' -> 'Customs Compliance Manager', 'Senior Event Manager,
 * Customer & Field Events' -> 'Senior Event Manager'); a short title before a comma keeps what follows
 * ('Senior Manager, E-commerce').
 */
export function plainJobTitle(title: string): string {
  let role =
    title
      .replace(/\s*\([^)]*\)/g, '')
      .split(/\s+[-–—|]\s+|\s*[|/]\s+/)[0]
      ?.trim() ?? '';
  const [head = '', ...tail] = role.split(/,\s+/);
  if (tail.length > 0 && head.split(/\s+/).length >= 3) role = head;
  return role.replace(/[,;:\s]+$/, '');
}
