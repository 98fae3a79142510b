import { ApiError } from './api-client';
import { readToken } from './auth-storage';

/**
 * The file name the server gave (Content-Disposition, RFC 6266): the UTF-8 `filename*` when there is
 * one ("Café Zen revenue …"), else the plain `filename`.
 */
export function dispositionFilename(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? undefined;
}

/**
 * Saves a private file (a booking's .ics, an owner's CSV export). The API authenticates by bearer
 * token, which a plain link cannot send, so the file is fetched with the token and handed to the
 * browser as a download, under the server's name for it when it gives one, else `filename`.
 */
export async function downloadPrivateFile(url: string, filename: string): Promise<void> {
  const token = readToken();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = dispositionFilename(res.headers.get('content-disposition')) ?? filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
