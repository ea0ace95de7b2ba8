import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ImageFragment } from '../../../../../generated/client/graphql';
import { getStorageQueryKey } from '../../../../../generated/hooks';
import { toast } from '../../../lib/toast';
import { ErrorBox } from '../../../ui/ErrorBox';
import { useAdminT } from '../../i18n/useAdminT';
import { DEFAULT_BUCKET, IMAGE_TYPES, percentOf, uploadFile } from './upload';
import './upload.css';

interface CommonProps {
  /** Prefix of the input's and progress bars' ids. */
  id: string;
  /** The Files tab the images are filed under (products, categories, …). */
  tab: string;
  /** What the image is for, in the button's accessible name ("Upload an image: Logo"). */
  label: string;
}

/** One image for one field, or several at once (a gallery): the stored ones in the order chosen, when all have ended. */
type Props = CommonProps & ({ multiple?: false; onUploaded: (image: ImageFragment) => void } | { multiple: true; onUploaded: (images: ImageFragment[]) => void });

type Upload = { key: number; name: string; percent: number } & ({ state: 'sending' | 'done' } | { state: 'failed'; error: unknown });

let nextKey = 1;

/**
 * "Upload an image" beside "Choose from Files": the chosen images are sent to Files (the same
 * UploadStorageToTab as the Files screen, into this form's tab), each with its progress bar, and the
 * form gets them as soon as they are stored (a gallery takes several files at once).
 */
export function UploadImageButton(props: Props) {
  const { id, tab, label, multiple } = props;
  const t = useAdminT();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  // The form's handler when the uploads end, not when they began (the form may have changed meanwhile).
  const uploaded = useRef(props);
  useEffect(() => {
    uploaded.current = props;
  });
  const inputId = `${id}-upload`;
  const change = (key: number, next: Upload) => setUploads((list) => list.map((item) => (item.key === key ? next : item)));

  /** One file to Files: its stored image, or null when it was refused (the row says why). */
  const sendOne = async (file: File, key: number): Promise<ImageFragment | null> => {
    if (!file.type.startsWith('image/')) {
      change(key, { key, name: file.name, percent: 0, state: 'failed', error: new Error(t('rule.uploadType')) });
      return null;
    }
    try {
      const stored = await uploadFile({ file, bucket: DEFAULT_BUCKET, tab, onProgress: (loaded, total) => change(key, { key, name: file.name, percent: percentOf(loaded, total), state: 'sending' }) });
      change(key, { key, name: file.name, percent: 100, state: 'done' });
      toast.success(t('admin.upload.uploaded', { name: stored.orig_name }));
      return stored;
    } catch (error) {
      change(key, { key, name: file.name, percent: 0, state: 'failed', error });
      return null;
    }
  };

  const send = async (files: File[]) => {
    const started = files.map((file) => ({ key: nextKey++, name: file.name, percent: 0, state: 'sending' as const }));
    setUploads(started);
    const stored = (await Promise.all(files.map((file, index) => sendOne(file, started[index]!.key)))).filter((image) => image !== null);
    if (stored.length === 0) return;
    void queryClient.invalidateQueries({ queryKey: getStorageQueryKey() });
    const current = uploaded.current;
    if (current.multiple) current.onUploaded(stored);
    else current.onUploaded(stored[0]!);
  };

  return (
    <>
      <button
        type="button"
        className="button"
        disabled={uploads.some((upload) => upload.state === 'sending')}
        aria-label={t(multiple ? 'admin.upload.buttonManyFor' : 'admin.upload.buttonFor', { label })}
        onClick={() => input.current?.click()}
      >
        {t(multiple ? 'admin.upload.buttonMany' : 'admin.upload.button')}
      </button>
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        multiple={multiple}
        accept={IMAGE_TYPES}
        aria-label={t(multiple ? 'admin.upload.buttonManyFor' : 'admin.upload.buttonFor', { label })}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void send(multiple ? files : files.slice(0, 1));
        }}
      />
      {uploads.map((upload) => (
        <div key={upload.key} className="upload-progress">
          {upload.state !== 'failed' && (
            <>
              <label htmlFor={`${inputId}-progress-${upload.key}`}>{upload.name}</label>
              <progress id={`${inputId}-progress-${upload.key}`} max={100} value={upload.percent} aria-valuetext={`${upload.percent}%`} />
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
      ))}
    </>
  );
}
