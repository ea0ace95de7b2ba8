import { useLocation, useNavigate } from '../../lib/navigation';
import { useGetAdminPageQuery, useGetAdminPagesQuery } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { BlocksEditor } from './BlocksEditor';
import './pages.css';

/** /cms/blocks?page=<id>: the design blocks of a page picked from the list (the home page when none is). */
export default function BlocksScreen() {
  const t = useAdminT();
  useAdminTitle(t('admin.pages.blocks.title'));
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const pages = useGetAdminPagesQuery();
  const list = pages.data?.pages ?? [];
  const asked = new URLSearchParams(search).get('page');
  const pageId = asked ?? list.find((page) => page.code === 'home')?.id ?? list[0]?.id ?? '';
  const page = useGetAdminPageQuery({ id: pageId }, { enabled: pageId !== '' });

  return (
    <section className="admin-screen">
      <h1>{t('admin.pages.blocks.title')}</h1>
      {pages.isError && <ErrorBox error={pages.error} />}
      {pages.isPending && <Spinner label={t('common.loading')} />}
      {pages.data && (
        <div className="admin-field">
          <label htmlFor="blocks-page">{t('admin.pages.blocks.page')}</label>
          <select id="blocks-page" value={pageId} onChange={(event) => void navigate(`${pathname}?page=${encodeURIComponent(event.target.value)}`)}>
            {list.map((row) => (
              <option key={row.id} value={row.id}>
                {row.parent_id ? '↳ ' : ''}
                {row.name} — {t(`admin.pages.menu.${row.menu}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {page.isError && <ErrorBox error={page.error} />}
      {pageId !== '' && page.isPending && <Spinner label={t('common.loading')} />}
      {page.data && !page.data.page && <p className="empty">{t('admin.pages.notFound')}</p>}
      {page.data?.page && <BlocksEditor key={page.data.page.id} pageId={page.data.page.id} blocks={page.data.page.blocks} />}
    </section>
  );
}
