import { useLocation, useNavigate } from '../../lib/navigation';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { ExportSection } from './ExportSection';
import { ImportForm } from './ImportForm';
import { ImportPreview } from './ImportPreview';
import './catalog-import.css';

/** The import's id and the page of its errors, as the address carries them (?import=12&page=2), so a reload keeps watching it. */
function readQuery(search: string): { id: string | null; page: number } {
  const params = new URLSearchParams(search);
  const id = params.get('import');
  const page = Number(params.get('page'));
  return { id: id && /^\d+$/.test(id) ? id : null, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/**
 * /cms/catalog-import: products from a CSV file with their images (a preview with each row's
 * errors, then the import with its progress), and the same format exported.
 */
export default function CatalogImportScreen() {
  const t = useAdminT();
  useAdminTitle(t('menu.catalogImport'));
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { id, page } = readQuery(search);
  const hrefOf = (next: number) => `${pathname}?${new URLSearchParams({ import: id ?? '', page: String(next) }).toString()}`;

  return (
    <section className="admin-screen catalog-import">
      <div className="admin-screen-head">
        <h1>{t('menu.catalogImport')}</h1>
      </div>
      <p className="admin-hint">{t('admin.catalogImport.intro')}</p>
      <section className="catalog-import-import" aria-labelledby="catalog-import-title">
        <h2 id="catalog-import-title">{t('admin.catalogImport.import')}</h2>
        {id ? (
          <ImportPreview id={id} page={page} hrefOf={hrefOf} onReset={() => void navigate(pathname)} />
        ) : (
          <ImportForm onPreview={(created) => void navigate(`${pathname}?import=${created}`)} />
        )}
      </section>
      <ExportSection />
    </section>
  );
}
