import { useMutation } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

/** Business documents: PDF or an image (spec section 9: 10 MB per file). */
export const DOCUMENT_TYPES = 'application/pdf,image/jpeg,image/png,image/webp';

/** Uploads a business document (POST /user/upload-attached-file); the result is its fileKey and the file's name. */
export function useDocumentUpload() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const result = await http<{ fileKey: string }>('/user/upload-attached-file', { method: 'POST', body: form });
      return { fileKey: result.fileKey, name: file.name };
    },
  });
}
