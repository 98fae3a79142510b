import { useEffect } from 'react';

// What a visitor typed before being asked to sign in, kept for the page they come back to: the sign-in
// (or sign-up) page is a different page of the same tab, so the draft is kept in this tab's
// sessionStorage, given back once, then forgotten. It never leaves the browser.

const key = (form: string) => `attune:draft:${form}`;

/** Keeps the form's values for its next load in this tab; call it as the visitor leaves to sign in. */
export function keepDraftThroughSignIn(form: string, values: object): void {
  try {
    sessionStorage.setItem(key(form), JSON.stringify(values));
  } catch {
    // Storage refused (private mode, quota): the visitor types it again, as before.
  }
}

/** The kept draft of `form`, once (it is forgotten as it is read); undefined when there is none. */
function takeDraft(form: string): Record<string, unknown> | undefined {
  try {
    const text = sessionStorage.getItem(key(form));
    if (text === null) return undefined;
    sessionStorage.removeItem(key(form));
    const draft: unknown = JSON.parse(text);
    return draft !== null && typeof draft === 'object' ? (draft as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Gives a kept draft back to the form once it has mounted (after hydration, so the server's drawing
 * and the browser's first one agree). `restore` receives only the draft's text fields.
 */
export function useDraftKeptThroughSignIn(form: string, restore: (draft: Record<string, string>) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, whatever restore's identity.
  useEffect(() => {
    const draft = takeDraft(form);
    if (!draft) return;
    const text = Object.fromEntries(
      Object.entries(draft).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    restore(text);
  }, [form]);
}
