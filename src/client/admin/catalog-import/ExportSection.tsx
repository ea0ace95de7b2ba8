import { useState } from 'react';
import toast from 'react-hot-toast';
import { GetCatalogExportDocument } from '../../../../generated/hooks';
import { execute } from '../../lib/graphql';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { downloadText } from './download';

/** Every product as the import's CSV, downloaded on demand (it reads the whole catalogue). */
export function ExportSection() {
  const t = useAdminT();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const download = async () => {
    setPending(true);
    setError(null);
    try {
      const { catalogExport } = await execute(GetCatalogExportDocument, {});
      downloadText(catalogExport.file_name, catalogExport.csv);
      toast.success(t('admin.catalogImport.downloaded', { rows: catalogExport.rows }));
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="catalog-import-export" aria-labelledby="catalog-export-title">
      <h2 id="catalog-export-title">{t('admin.catalogImport.export')}</h2>
      <p className="admin-hint">{t('admin.catalogImport.exportHint')}</p>
      <button type="button" className="button" onClick={() => void download()} disabled={pending} aria-busy={pending}>
        {t('admin.catalogImport.download')}
      </button>
      <ErrorBox error={error} />
    </section>
  );
}
