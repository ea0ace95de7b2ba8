import { useGetPageQuery, useGetSettingsQuery } from '../../../../generated/hooks';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { ContactDetails } from './ContactDetails';
import { CONTACT_PAGE_CODE } from './data';
import { ContactForm } from './ContactForm';
import { NewsletterForm } from './NewsletterForm';
import './contact.css';

/** The contact screen (/kontakt, /contact): the shop's contacts, a message form and the newsletter. */
export default function ContactPage() {
  const t = useT();
  const settings = useGetSettingsQuery();
  const page = useGetPageQuery({ code: CONTACT_PAGE_CODE }).data?.page;
  useSeo({
    title: page?.seo_title || t('contact.title'),
    description: page?.seo_description || t('contact.seoDescription'),
    keywords: page?.seo_keywords,
  });

  return (
    <div className="contact">
      <h1>{page?.name || t('contact.title')}</h1>
      {/* The server sanitises the editor's HTML before it is stored and sent. */}
      {page?.page && <div className="rich-text contact-intro" dangerouslySetInnerHTML={{ __html: page.page }} />}
      <div className="contact-columns">
        <div>
          {settings.isPending ? <Spinner /> : settings.error ? <ErrorBox error={settings.error} /> : <ContactDetails settings={settings.data.settings} />}
          <NewsletterForm />
        </div>
        <ContactForm />
      </div>
    </div>
  );
}
