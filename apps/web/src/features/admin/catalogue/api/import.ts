import type { ImportReport } from '@threadway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, upload } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';
import { clearOperatorSession, operatorStore } from '../../session';
import { catalogueKeys } from './keys';

const base = '/api/admin/catalogue/products';

/** Sends the CSV file as the operator; like every back-office call, a 401 ends the operator session. */
async function importProducts(file: File): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    return await upload<ImportReport>(`${base}/import`, form, { token: operatorStore.get()?.token ?? null, quiet401: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearOperatorSession();
    throw error;
  }
}

export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProducts,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

/** Downloads the template: fetched with the operator's token, then saved through a temporary link. */
export async function downloadTemplate(): Promise<void> {
  const response = await fetch(`${base}/import-template`, { headers: { authorization: `Bearer ${operatorStore.get()?.token ?? ''}` } });
  if (!response.ok) throw new ApiError(response.status * 100, response.statusText, response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'threadway-products-template.csv';
  link.click();
  URL.revokeObjectURL(url);
}
