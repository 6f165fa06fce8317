/** Why a file's content is refused: not its declared type, or a kind of file the server will not take. */
export type ContentRefusal = 'content' | 'pdfBroken' | 'pdfEncrypted' | 'imageTooLarge' | 'zipBomb';

/** Checks the whole content of one declared type; null when the file is what it says. */
export type FormatCheck = (bytes: Uint8Array) => Promise<ContentRefusal | null>;
