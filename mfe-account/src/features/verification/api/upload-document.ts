import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import type { DocumentUploadFields } from '@casino/shared/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KYC_QUERY_KEY } from './documents';

/** One document upload: its fields, the file, and who hears the progress. */
export interface DocumentUpload {
  fields: DocumentUploadFields;
  file: File;
  /** Called as the bytes go: 0 to 100 (whole percent). */
  onProgress?: (percent: number) => void;
}

/**
 * `POST /player/documents/upload` as multipart/form-data (the fields first, then the one file part
 * `file`), through the platform's http client so its token and error normalisation apply; progress from
 * axios' `onUploadProgress`. A refused file rejects with a field error on `file` (FileEmpty,
 * FileTooLarge, FileType, FileCorrupt) and nothing is stored.
 */
export async function uploadDocument(
  http: MountProps['http'],
  { fields, file, onProgress }: DocumentUpload,
): Promise<void> {
  const form = new FormData();
  form.append('documentType', fields.documentType);
  if (fields.subType) form.append('subType', fields.subType);
  form.append('file', file, file.name);
  await http.post('/player/documents/upload', form, {
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / total) * 100)));
    },
  });
}

/** The upload as a mutation; every KYC query is asked again once it settles. */
export function useUploadDocument() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: DocumentUpload) => uploadDocument(http, upload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KYC_QUERY_KEY }),
  });
}
