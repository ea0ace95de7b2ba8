import { memo } from 'react';
import { Link } from '../../lib/navigation';
import type { SettingViewFragment } from '../../../../generated/client/graphql';
import { useT } from '../../lib/i18n/useT';
import { pagePath } from '../../../shared/routing/build-path';
import type { RoutePage } from '../routes/usePagesByLang';
import { FooterNewsletter } from './FooterNewsletter';
import { menuTree, type MenuEntry } from './menu-pages';
import { PaymentMarks } from './PaymentMarks';

const CONTACT_FIELDS = [
  ['phone', 'footer.phone'],
  ['email', 'footer.email'],
  ['address', 'footer.address'],
  ['working_hours', 'footer.hours'],
  ['legal_name', 'footer.legalName'],
  ['company_number', 'footer.companyNumber'],
  ['tax_number', 'footer.taxNumber'],
] as const;
const SOCIAL_FIELDS = ['facebook', 'instagram'] as const;

function contactHref(field: string, value: string): string | undefined {
  if (field === 'phone') return `tel:${value.replace(/[^+\d]/g, '')}`;
  if (field === 'email') return `mailto:${value}`;
  return undefined;
}

function MenuList({ entries }: { entries: MenuEntry[] }) {
  return (
    <ul>
      {entries.map(({ page, children }) => (
        <li key={page.id}>
          <Link to={pagePath(page)}>{page.name}</Link>
          {children.length > 0 && <MenuList entries={children} />}
        </li>
      ))}
    </ul>
  );
}

/** The FAQ menu pages, the shop's contacts and legal data from the settings, the newsletter signup, the card marks, and the shop's name. */
export const Footer = memo(function Footer({ pages, settings, siteName }: { pages: readonly RoutePage[] | undefined; settings: readonly SettingViewFragment[]; siteName: string }) {
  const t = useT();
  const value = (field: string) => settings.find((setting) => setting.field === field)?.value || null;
  return (
    <footer className="site-footer">
      <nav aria-label={t('nav.footer')}>
        <h2>{t('nav.footer')}</h2>
        <MenuList entries={menuTree(pages, 'FAQ')} />
      </nav>
      {/* The heading names the section; an <address> holds only the contacts themselves (no headings, HTML's rule). */}
      <section className="contacts" aria-labelledby="footer-contact-title">
        <h2 id="footer-contact-title">{t('footer.contact')}</h2>
        <address>
          <dl>
            {CONTACT_FIELDS.map(([field, label]) => {
              const text = value(field);
              if (!text) return null;
              const href = contactHref(field, text);
              return (
                <div key={field}>
                  <dt>{t(label)}</dt>
                  <dd>{href ? <a href={href}>{text}</a> : text}</dd>
                </div>
              );
            })}
          </dl>
          <ul className="social">
            {SOCIAL_FIELDS.map((field) => {
              const href = value(field);
              return href ? (
                <li key={field}>
                  <a href={href} rel="noopener noreferrer" target="_blank">
                    {field}
                  </a>
                </li>
              ) : null;
            })}
          </ul>
        </address>
      </section>
      <FooterNewsletter />
      <PaymentMarks />
      <p className="site-footer-note">
        © {new Date().getFullYear()} {siteName}
      </p>
    </footer>
  );
});
