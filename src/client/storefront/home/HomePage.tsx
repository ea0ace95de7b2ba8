import { useGetPageQuery } from '../../../../generated/hooks';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from '../../lib/i18n/useT';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { BlockList } from './BlockList';

import { HOME_PAGE_CODE } from './data';

/** The home page: the design blocks of the page with code home. */
export default function HomePage() {
  const t = useT();
  const { data, error, isPending } = useGetPageQuery({ code: HOME_PAGE_CODE });
  const page = data?.page;
  useSeo(page ? { title: page.seo_title, description: page.seo_description, keywords: page.seo_keywords } : {});

  if (isPending) return <Spinner />;
  if (error) return <ErrorBox error={error} />;
  return (
    <div className="home">
      <h1 className="visually-hidden">{page?.name}</h1>
      {page && page.blocks.length > 0 ? <BlockList blocks={page.blocks} /> : <p className="empty">{t('empty.home')}</p>}
    </div>
  );
}
