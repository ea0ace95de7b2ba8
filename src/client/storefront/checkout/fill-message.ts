/** A text with its {name} placeholders filled: fillMessage('Kod {code}', { code: 'A1' }) → 'Kod A1'. */
export function fillMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
