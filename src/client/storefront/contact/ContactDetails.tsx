import type { SettingViewFragment } from '../../../../generated/client/graphql';
import { useT } from './messages';

/** Settings fields of the shop's contacts, with their labels. */
const CONTACT_FIELDS = [
  ['phone', 'contact.phone'],
  ['email', 'contact.email'],
  ['address', 'contact.address'],
  ['working_hours', 'contact.hours'],
] as const;

function hrefOf(field: string, value: string): string | undefined {
  if (field === 'phone') return `tel:${value.replace(/[^+\d]/g, '')}`;
  if (field === 'email') return `mailto:${value}`;
  return undefined;
}

/** The shop's phone, e-mail, address and hours from the settings; settings left empty are skipped. */
export function ContactDetails({ settings }: { settings: readonly SettingViewFragment[] }) {
  const t = useT();
  const rows = CONTACT_FIELDS.map(([field, label]) => ({
    field,
    label,
    value: settings.find((setting) => setting.field === field)?.value?.trim() || '',
  })).filter((row) => row.value !== '');
  if (rows.length === 0) return null;
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t('contact.details')}</h2>
      <address>
        <dl>
          {rows.map(({ field, label, value }) => {
            const href = hrefOf(field, value);
            return (
              <div key={field}>
                <dt>{t(label)}</dt>
                <dd>{href ? <a href={href}>{value}</a> : value}</dd>
              </div>
            );
          })}
        </dl>
      </address>
    </section>
  );
}
