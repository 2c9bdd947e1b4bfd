import { useMutation } from '@tanstack/react-query';
import { uploadDocument } from './api.ts';

/** Business documents: PDF or an image (spec section 9: 10 MB per file). */
export const DOCUMENT_TYPES = 'application/pdf,image/jpeg,image/png,image/webp';

/** Uploads a business document (POST /user/upload-attached-file); the result is its fileKey and the file's name. */
export function useDocumentUpload() {
  return useMutation({
    mutationFn: async (file: File) => {
      const result = await uploadDocument(file);
      return { fileKey: result.fileKey, name: file.name };
    },
  });
}
