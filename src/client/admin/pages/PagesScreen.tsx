import { Link } from '../../lib/navigation';
import { useGetAdminPagesQuery } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { useLanguageName } from '../kit/useFormErrors';
import { useAdminTitle } from '../kit/useAdminTitle';
import { CreatePageForm } from './CreatePageForm';
import { PagesMenuSection } from './PagesMenuSection';
import { PAGE_MENUS, blocksPath } from '../kit/pages-paths';
import './pages.css';

/** /cms/pages: the pages by menu (header, FAQ, hidden), one level deep, with order, switch and a form for a new one. */
export default function PagesScreen() {
  const t = useAdminT();
  useAdminTitle(t('admin.pages.title'));
  const languageName = useLanguageName();
  const pages = useGetAdminPagesQuery();
  const list = pages.data?.pages ?? [];

  return (
    <section className="admin-screen">
      <div className="admin-screen-head">
        <h1>{t('admin.pages.title')}</h1>
        <Link to={blocksPath()} className="button">
          {t('admin.pages.blocks.title')}
        </Link>
      </div>
      <p className="admin-hint">{t('admin.pages.intro')}</p>
      <p className="admin-hint">{t('admin.pages.languageHint', { language: languageName })}</p>
      {pages.isError && <ErrorBox error={pages.error} />}
      {pages.isPending && <Spinner label={t('common.loading')} />}
      {pages.data && (
        <>
          <CreatePageForm pages={list} />
          {PAGE_MENUS.map((menu) => (
            <PagesMenuSection key={menu} menu={menu} pages={list} />
          ))}
        </>
      )}
    </section>
  );
}
