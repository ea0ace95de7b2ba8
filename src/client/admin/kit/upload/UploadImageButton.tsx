import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ImageFragment } from '../../../../../generated/client/graphql';
import { getStorageQueryKey } from '../../../../../generated/hooks';
import { toast } from '../../../lib/toast';
import { ErrorBox } from '../../../ui/ErrorBox';
import { useAdminT } from '../../i18n/useAdminT';
import { DEFAULT_BUCKET, IMAGE_TYPES, percentOf, uploadFile } from './upload';
import './upload.css';

interface Props {
  /** Prefix of the input's and progress bar's ids. */
  id: string;
  /** The Files tab the image is filed under (products, categories, …). */
  tab: string;
  /** What the image is for, in the button's accessible name ("Upload an image: Logo"). */
  label: string;
  onUploaded: (image: ImageFragment) => void;
}

type Upload = { name: string; percent: number } & ({ state: 'sending' | 'done' } | { state: 'failed'; error: unknown });

/**
 * "Upload an image" beside "Choose from Files": the chosen image is sent to Files (the same
 * UploadStorageToTab as the Files screen, into this form's tab) with a progress bar, and the form
 * gets it as soon as it is stored.
 */
export function UploadImageButton({ id, tab, label, onUploaded }: Props) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  // The form's handler when the upload ends, not when it began (the form may have changed meanwhile).
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);
  const inputId = `${id}-upload`;

  const send = (file: File) => {
    if (!file.type.startsWith('image/')) {
      setUpload({ name: file.name, percent: 0, state: 'failed', error: new Error(t('rule.uploadType')) });
      return;
    }
    setUpload({ name: file.name, percent: 0, state: 'sending' });
    uploadFile({ file, bucket: DEFAULT_BUCKET, tab, onProgress: (loaded, total) => setUpload({ name: file.name, percent: percentOf(loaded, total), state: 'sending' }) })
      .then((stored) => {
        setUpload({ name: file.name, percent: 100, state: 'done' });
        toast.success(t('admin.upload.uploaded', { name: stored.orig_name }));
        void queryClient.invalidateQueries({ queryKey: getStorageQueryKey() });
        uploaded.current(stored);
      })
      .catch((error: unknown) => setUpload({ name: file.name, percent: 0, state: 'failed', error }));
  };

  return (
    <>
      <button
        type="button"
        className="button"
        disabled={upload?.state === 'sending'}
        aria-label={t('admin.upload.buttonFor', { label })}
        onClick={() => input.current?.click()}
      >
        {t('admin.upload.button')}
      </button>
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        accept={IMAGE_TYPES}
        aria-label={t('admin.upload.buttonFor', { label })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) send(file);
        }}
      />
      {upload && (
        <div className="upload-progress">
          {upload.state !== 'failed' && (
            <>
              <label htmlFor={`${inputId}-progress`}>{upload.name}</label>
              <progress id={`${inputId}-progress`} max={100} value={upload.percent} aria-valuetext={`${upload.percent}%`} />
              <span role="status">{upload.state === 'done' ? t('admin.upload.done') : t('admin.upload.progress', { percent: upload.percent })}</span>
            </>
          )}
          {upload.state === 'failed' && (
            <>
              <p className="admin-field-error">{t('admin.upload.failed', { name: upload.name })}</p>
              <ErrorBox error={upload.error} />
            </>
          )}
        </div>
      )}
    </>
  );
}
