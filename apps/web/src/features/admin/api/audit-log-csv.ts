import { type AuditFilter, MSG } from '@crowns/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import { queryString } from './types';

const fetchCsv = (path: string) => {
  const session = getSession();
  return fetch(`/v1${path}`, {
    headers: session ? { accessToken: session.accessToken, idToken: session.idToken } : {},
  });
};

function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; revoke after this task so every browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const filenameOf = (res: Response) =>
  /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'audit-log.csv';

/**
 * GET /admin/audit-log.csv with the page's filters, saved as a file. The answer is CSV, not JSON, so it is fetched
 * directly; an expired access token is renewed by one JSON call of the same filters (the client's refresh) first.
 */
export async function downloadAuditCsv(filter: AuditFilter) {
  const path = `/admin/audit-log.csv${queryString(filter)}`;
  let res = await fetchCsv(path);
  if (res.status === 401) {
    await api(`/admin/audit-log${queryString({ ...filter, limit: 1 })}`);
    res = await fetchCsv(path);
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    throw new ApiError(res.status, (data.message as string) || MSG.somethingWentWrong, data);
  }
  saveFile(await res.blob(), filenameOf(res));
}

export const useDownloadAuditCsv = () => useMutation({ mutationFn: downloadAuditCsv });
