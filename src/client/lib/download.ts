import { ApiError } from './api-client';
import { readToken } from './auth-storage';

/**
 * Saves a private file (a booking's .ics). The API authenticates by bearer token, which a plain link
 * cannot send, so the file is fetched with the token and handed to the browser as a download.
 */
export async function downloadPrivateFile(url: string, filename: string): Promise<void> {
  const token = readToken();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
