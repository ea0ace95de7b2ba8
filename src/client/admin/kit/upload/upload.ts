import type { UploadStorageToTabMutation } from '../../../../../generated/client/graphql';
import { UploadStorageToTabDocument } from '../../../../../generated/hooks';
import { getGraphQLConfig, GraphQLRequestError } from '../../../lib/graphql';
import { requestHeaders } from '../../../lib/graphql/headers';
import { multipartBody } from '../../../lib/graphql/multipart';

export type UploadedFile = UploadStorageToTabMutation['uploadStorage'];

/** The bucket every upload goes to (spec §5: the request names one); the shop has only this one, so the administrator never picks it. */
export const DEFAULT_BUCKET = 'public';

/** The images a form's upload takes (Files also takes PDFs); the server checks the same types. */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/svg+xml';

/** How much of an upload was sent, 0–100. */
export function percentOf(loaded: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}

export interface UploadOptions {
  file: File;
  bucket: string;
  tab: string;
  /** Bytes sent so far of the whole request. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * UploadStorageToTab as the transport sends it (the same multipart body and headers), over
 * XMLHttpRequest because fetch reports no upload progress.
 */
export function uploadFile({ file, bucket, tab, onProgress, signal }: UploadOptions): Promise<UploadedFile> {
  const operationName = 'UploadStorageToTab';
  const form = multipartBody({ operationName, variables: { file, bucket, tab }, query: UploadStorageToTabDocument.toString() })!;
  const { endpoint } = getGraphQLConfig();
  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint);
    for (const [name, value] of Object.entries(requestHeaders({ json: false }))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onerror = () => reject(GraphQLRequestError.network(new Error('Network error'), { operationName }));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      try {
        resolve(readUploadReply(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The uploaded file of a reply, or the reply's failure as the transport would report it. */
export function readUploadReply(status: number, bodyText: string): UploadedFile {
  const operationName = 'UploadStorageToTab';
  let reply: { data?: UploadStorageToTabMutation | null; errors?: { message: string }[] } | undefined;
  try {
    reply = JSON.parse(bodyText) as typeof reply;
  } catch (error) {
    if (status >= 300) throw GraphQLRequestError.http(status, { operationName, bodyText });
    throw GraphQLRequestError.parse(error, { operationName, status, bodyText });
  }
  const errors = Array.isArray(reply?.errors) ? reply.errors : [];
  if (errors.length > 0) throw GraphQLRequestError.graphql(errors, { operationName, status });
  if (status >= 300) throw GraphQLRequestError.http(status, { operationName, bodyText });
  if (!reply?.data?.uploadStorage) throw GraphQLRequestError.missing({ operationName, status, bodyText });
  return reply.data.uploadStorage;
}
