import { useId, useState, type FormEvent } from 'react';
import { CheckCatalogImportDocument, CreateCatalogImportDocument } from '../../../../generated/hooks';
import { execute } from '../../lib/graphql';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { Field, fieldA11y } from '../kit/Field';
import { splitServerErrors } from '../kit/server-errors';
import { pickImages, sendImages } from './image-files';

type Step = { kind: 'idle' } | { kind: 'checking' } | { kind: 'images'; sent: number; total: number };

/**
 * The file and its images: the CSV is uploaded and checked, then the images its rows name are
 * taken from the chosen folder or ZIP and sent, and the rows checked again. Tells `onPreview` the
 * import's id once its preview is ready.
 */
export function ImportForm({ onPreview }: { onPreview: (id: string) => void }) {
  const t = useAdminT();
  const id = useId();
  const [csv, setCsv] = useState<File | null>(null);
  const [folder, setFolder] = useState<File[]>([]);
  const [zip, setZip] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [fileError, setFileError] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [missing, setMissing] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setMissing([]);
    if (!csv) return setFileError(t('admin.catalogImport.fileRequired'));
    setFileError('');
    setStep({ kind: 'checking' });
    try {
      const { createCatalogImport: created } = await execute(CreateCatalogImportDocument, { file: csv });
      const source = zip ?? (folder.length > 0 ? folder : null);
      if (source && created.images_needed.length > 0) {
        const picked = await pickImages(source, created.images_needed);
        setMissing(picked.missing);
        setStep({ kind: 'images', sent: 0, total: picked.files.length });
        await sendImages(created.id, picked.files, (sent) => setStep({ kind: 'images', sent, total: picked.files.length }));
        setStep({ kind: 'checking' });
        await execute(CheckCatalogImportDocument, { id: created.id });
      }
      onPreview(created.id);
    } catch (failure) {
      const split = splitServerErrors(failure, ['file', 'files']);
      setFileError(split.fields.file ?? '');
      setError(split.fields.files ? new Error(split.fields.files) : split.general);
    } finally {
      setStep({ kind: 'idle' });
    }
  };

  const busy = step.kind !== 'idle';
  return (
    <form className="catalog-import-form" onSubmit={(event) => void submit(event)} aria-busy={busy} noValidate>
      <Field id={`${id}-csv`} label={t('admin.catalogImport.file')} hint={t('admin.catalogImport.fileHint')} error={fileError} required>
        <input type="file" accept=".csv,text/csv" onChange={(event) => setCsv(event.target.files?.[0] ?? null)} {...fieldA11y(`${id}-csv`, fileError, 'hint')} />
      </Field>
      <fieldset className="catalog-import-images">
        <legend>{t('admin.catalogImport.images')}</legend>
        <Field id={`${id}-folder`} label={t('admin.catalogImport.imagesFolder')}>
          {/* webkitdirectory: every browser's attribute for choosing a folder; React passes it through as written. */}
          <input id={`${id}-folder`} type="file" multiple {...{ webkitdirectory: '' }} onChange={(event) => setFolder([...(event.target.files ?? [])])} />
        </Field>
        <Field id={`${id}-zip`} label={t('admin.catalogImport.imagesZip')}>
          <input id={`${id}-zip`} type="file" accept=".zip,application/zip" onChange={(event) => setZip(event.target.files?.[0] ?? null)} />
        </Field>
        <small className="admin-hint">{t('admin.catalogImport.imagesHint')}</small>
      </fieldset>
      <button type="submit" className="button button-primary" disabled={busy}>
        {t('admin.catalogImport.preview')}
      </button>
      {step.kind === 'checking' && <p role="status">{t('admin.catalogImport.checking')}</p>}
      {step.kind === 'images' && (
        <div className="catalog-import-progress">
          <label htmlFor={`${id}-images-progress`}>{t('admin.catalogImport.uploadingImages', { sent: step.sent, total: step.total })}</label>
          <progress id={`${id}-images-progress`} max={Math.max(1, step.total)} value={step.sent} />
        </div>
      )}
      {missing.length > 0 && <p className="admin-hint">{t('admin.catalogImport.imagesNotFound', { names: missing.slice(0, 10).join(', ') })}</p>}
      <ErrorBox error={error} />
    </form>
  );
}
