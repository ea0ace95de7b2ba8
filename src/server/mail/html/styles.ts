/**
 * The mails' look, as inline styles (mail programs drop style sheets): dark text on white, 600 px
 * wide at most, system fonts. Colours keep WCAG AA contrast on their background.
 */
import type { CSSProperties } from 'react';

const FONT = "Arial, 'Helvetica Neue', Helvetica, sans-serif";
export const COLORS = { text: '#1f2937', muted: '#4b5563', line: '#e5e7eb', page: '#f3f4f6', card: '#ffffff', accent: '#1d4ed8', quote: '#f9fafb' } as const;

export const styles = {
  body: { backgroundColor: COLORS.page, margin: 0, padding: '24px 0', fontFamily: FONT },
  container: { maxWidth: '600px', width: '100%', backgroundColor: COLORS.card, border: `1px solid ${COLORS.line}`, borderRadius: '8px' },
  header: { padding: '20px 24px', borderBottom: `1px solid ${COLORS.line}` },
  shopName: { margin: 0, fontFamily: FONT, fontSize: '24px', lineHeight: '32px', fontWeight: 700, color: COLORS.text },
  main: { padding: '8px 24px 24px' },
  heading: { margin: '16px 0 8px', fontFamily: FONT, fontSize: '22px', lineHeight: '30px', fontWeight: 700, color: COLORS.text },
  subheading: { margin: '24px 0 8px', fontFamily: FONT, fontSize: '16px', lineHeight: '24px', fontWeight: 700, color: COLORS.text },
  text: { margin: '12px 0', fontFamily: FONT, fontSize: '16px', lineHeight: '24px', color: COLORS.text },
  small: { margin: '4px 0 0', fontFamily: FONT, fontSize: '14px', lineHeight: '20px', color: COLORS.muted },
  cell: { padding: '6px 0', fontFamily: FONT, fontSize: '16px', lineHeight: '24px', color: COLORS.text, verticalAlign: 'top' },
  label: { padding: '4px 12px 4px 0', fontFamily: FONT, fontSize: '16px', lineHeight: '24px', color: COLORS.muted, verticalAlign: 'top', whiteSpace: 'nowrap' },
  lineRow: { borderBottom: `1px solid ${COLORS.line}` },
  amount: { padding: '12px 0 0 12px', fontFamily: FONT, fontSize: '16px', lineHeight: '24px', color: COLORS.text, textAlign: 'right', verticalAlign: 'top', whiteSpace: 'nowrap' },
  total: { fontSize: '18px', fontWeight: 700, borderTop: `1px solid ${COLORS.text}` },
  quote: { margin: '8px 0', padding: '12px 16px', backgroundColor: COLORS.quote, borderLeft: `4px solid ${COLORS.line}` },
  buttonCell: { padding: '16px 0 8px' },
  button: { backgroundColor: COLORS.accent, color: '#ffffff', borderRadius: '6px', fontFamily: FONT, fontSize: '16px', fontWeight: 700, lineHeight: '24px', padding: '12px 24px', textDecoration: 'none', display: 'inline-block' },
  link: { color: COLORS.accent, textDecoration: 'underline', wordBreak: 'break-all' },
  footer: { padding: '16px 24px 24px', borderTop: `1px solid ${COLORS.line}` },
  footerText: { margin: '2px 0', fontFamily: FONT, fontSize: '14px', lineHeight: '20px', color: COLORS.muted },
} satisfies Record<string, CSSProperties>;
