import { useT } from '../../lib/i18n/useT';
import './payment-marks.css';

interface Mark {
  name: string;
  /** Its file in public/payment-marks/ (README there: the bank's artwork replaces them). */
  file: string;
  /** The scheme's public page the mark links to, as the banks ask. */
  href: string;
  width: number;
}

const CARD_MARKS: readonly Mark[] = [
  { name: 'Visa', file: 'visa.svg', href: 'https://rs.visa.com/', width: 64 },
  { name: 'Mastercard', file: 'mastercard.svg', href: 'https://www.mastercard.rs/sr-rs/korisnici/pronadite-karticu.html', width: 64 },
  { name: 'Maestro', file: 'maestro.svg', href: 'https://www.mastercard.rs/sr-rs/korisnici/pronadite-karticu.html', width: 64 },
  { name: 'DinaCard', file: 'dinacard.svg', href: 'https://www.dinacard.nbs.rs/', width: 64 },
];
const SECURE_MARKS: readonly Mark[] = [
  { name: 'Visa Secure', file: 'visa-secure.svg', href: 'https://rs.visa.com/pay-with-visa/security-and-assistance/protected-everywhere.html', width: 96 },
  {
    name: 'Mastercard ID Check',
    file: 'mastercard-id-check.svg',
    href: 'https://www.mastercard.rs/sr-rs/korisnici/podrska/sigurnost-i-zastita/identity-check.html',
    width: 96,
  },
];
const HEIGHT = 40;

function MarkList({ label, marks }: { label: string; marks: readonly Mark[] }) {
  return (
    <ul className="payment-marks-list" aria-label={label}>
      {marks.map(({ name, file, href, width }) => (
        <li key={file}>
          <a href={href} rel="noopener noreferrer" target="_blank">
            <img src={`/payment-marks/${file}`} alt={name} width={width} height={HEIGHT} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The cards the shop takes and the 3-D Secure programmes that protect them, each linking to its
 * scheme's page: what Serbian banks require on a shop's site before they switch card payments on.
 */
export function PaymentMarks() {
  const t = useT();
  return (
    <div className="payment-marks">
      <MarkList label={t('footer.cards')} marks={CARD_MARKS} />
      <MarkList label={t('footer.secure')} marks={SECURE_MARKS} />
    </div>
  );
}
