import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MenuImportPreviewSchema, MenuImportResultSchema, type MenuImportPreview, type MenuImportResult } from '@kasir/contracts';
import { fillMessage, MENU_CSV_MAX_BYTES, ServerMessage } from '@kasir/domain';
import { API_BASE, ApiError } from '../../../api/http-client.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { translateMessage } from '../../../i18n/messages.ts';
import { backOfficeHttp } from '../backoffice-http.ts';
import { useBackOfficeSession } from '../backoffice-session.ts';

const BYTES_PER_KB = 1024;
const FALLBACK_FILE_NAME = 'menu.csv';

/** The file's text, refused here already when it is over the server's limit. */
export async function readCsvFile(file: File): Promise<string> {
  if (file.size > MENU_CSV_MAX_BYTES) {
    const params = { size: String(MENU_CSV_MAX_BYTES / BYTES_PER_KB) };
    throw new ApiError(translateMessage(fillMessage(ServerMessage.MENU_CSV_TOO_LARGE, params), { code: 'MENU_CSV_TOO_LARGE', params }), null, null, null);
  }
  return file.text();
}

/** Downloads the outlet's menu as the CSV file the server names (an owner-token GET, so not a plain link). */
export async function downloadMenuCsv(outletId: number): Promise<string> {
  const token = useBackOfficeSession.getState().token;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/outlet/${outletId}/menu.csv`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(i18n.t('errors.network'), null, null, null);
  }
  if (response.status !== 200) throw new ApiError(i18n.t('errors.requestFailed', { status: response.status }), response.status, null, null);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? FALLBACK_FILE_NAME;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return fileName;
}

export function useMenuImportPreview(outletId: number) {
  return useMutation({
    mutationFn: (csv: string): Promise<MenuImportPreview> => backOfficeHttp.post(`/outlet/${outletId}/menuImport/preview`, { Csv: csv }, { schema: MenuImportPreviewSchema }),
  });
}

export function useMenuImport(outletId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string): Promise<MenuImportResult> => backOfficeHttp.post(`/outlet/${outletId}/menuImport`, { Csv: csv }, { schema: MenuImportResultSchema }),
    // The back office's menu lists (products, categories, add-ons) read the new catalog.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}
