// A toast that must survive a full page load: deleting the account reloads the landing page, so the
// confirmation is kept for that next load of this tab (sessionStorage), shown once, then forgotten.

const KEY = 'attune:notice';

interface Notice {
  title: string;
  description: string;
}

export function noticeAfterReload(notice: Notice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(notice));
  } catch {
    // Storage refused (private mode, quota): the action still happened, only the toast is lost.
  }
}

/** The notice left by the previous page of this tab, once; undefined when there is none. */
export function takeNoticeAfterReload(): Notice | undefined {
  try {
    const text = sessionStorage.getItem(KEY);
    if (text === null) return undefined;
    sessionStorage.removeItem(KEY);
    const notice = JSON.parse(text) as Partial<Notice>;
    return typeof notice.title === 'string' && typeof notice.description === 'string'
      ? { title: notice.title, description: notice.description }
      : undefined;
  } catch {
    return undefined;
  }
}
