import { parse } from 'content-disposition';

/** The file name a `Content-Disposition` header gives (its UTF-8 `filename*` form first), or the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  try {
    return parse(disposition).parameters.filename?.trim() || fallback;
  } catch {
    // A header the standard cannot read (a proxy's, a broken one) still gives a download.
    return fallback;
  }
}
