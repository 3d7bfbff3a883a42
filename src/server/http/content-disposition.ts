import { create } from 'content-disposition';

/**
 * An attachment header that carries any file name (RFC 6266, written by `content-disposition`): the exact UTF-8
 * name, and for old clients a readable ASCII one, accents dropped ('caffè' -> 'caffe') rather than turned to '?'.
 */
export function contentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '')
      .replace(/-{2,}/g, '-') || 'korai.csv';
  return create(fileName, { fallback: ascii });
}
