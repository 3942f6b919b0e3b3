/**
 * GET /users/purchases/{id}/certificate: the purchase's signed file-origin certificate as a PDF
 * (issue 21), fetched with the session and handed to the browser's download (lib/fileDownload.ts).
 */
import { useMutation } from '@tanstack/react-query';
import { downloadCertificate } from '../../../lib/fileDownload.ts';

export function useDownloadCertificate() {
  return useMutation({ mutationFn: downloadCertificate });
}
