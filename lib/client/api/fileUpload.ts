/** A chosen file's bytes as base64, the upload shape of the JSON API. */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The largest file the server accepts (R-GEN-02); checked before reading so a clerk hears it at once. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,.ofd,.doc,.docx,.xls,.xlsx';
