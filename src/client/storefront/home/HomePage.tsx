import { useGetPageQuery, useGetSettingsQuery } from '../../../../generated/hooks';
import { SEARCH_PARAM } from '../../../shared/constants';
import { pathFor } from '../../../shared/routing/build-path';
import { siteLd } from '../../app/seo/json-ld';
import { absoluteFrom } from '../../app/seo/page-head';
import { useOrigin } from '../../app/seo/useOrigin';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { BlockList } from '../../ui/blocks/BlockList';

import { HOME_PAGE_CODE } from './data';

/** The home page: the design blocks of the page with code home. */
export default function HomePage() {
  const t = useT();
  const { data, error, isPending } = useGetPageQuery({ code: HOME_PAGE_CODE });
  const page = data?.page;
  const { lang } = useSession();
  const origin = useOrigin();
  const settings = useGetSettingsQuery().data?.settings;
  const setting = (field: string) => settings?.find((candidate) => candidate.field === field);
  const site = siteLd({
    name: setting('site_name')?.value || 'Izlog',
    url: origin + pathFor('home', lang),
    logo: absoluteFrom(origin)(setting('logo')?.image?.url),
    searchUrl: `${origin}${pathFor('search', lang)}?${SEARCH_PARAM}={search_term_string}`,
  });
  useSeo(page ? { title: page.seo_title, description: page.seo_description, keywords: page.seo_keywords, jsonLd: site } : { jsonLd: site });

  if (isPending) return <Spinner />;
  if (error) return <ErrorBox error={error} />;
  return (
    <div className="home">
      <h1 className="visually-hidden">{page?.name}</h1>
      {page && page.blocks.length > 0 ? <BlockList blocks={page.blocks} /> : <p className="empty">{t('empty.home')}</p>}
    </div>
  );
}
