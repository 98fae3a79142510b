// A server entry (the shape src/server/plugins/server-render.ts loads) whose pages are drawn only
// when a test lets them: it records which pages are being drawn at any moment, so a test can see how
// many the server draws at once and in which order.

interface PageInProgress {
  url: string;
  /** Ends the drawing with the page. */
  finish: () => void;
  /** Ends the drawing with an error, as a page whose code throws. */
  fail: () => void;
}

/** Each page being drawn, in the order its drawing began. */
export const drawing: PageInProgress[] = [];
/** Every page whose drawing began, in that order. */
export const begun: string[] = [];
/** The most pages drawn at one moment. */
export let mostAtOnce = 0;

export function resetDrawing(): void {
  drawing.length = 0;
  begun.length = 0;
  mostAtOnce = 0;
}

export async function renderPage(url: string) {
  begun.push(url);
  await new Promise<void>((resolve, reject) => {
    const end = (then: () => void) => () => {
      drawing.splice(drawing.indexOf(page), 1);
      then();
    };
    const page: PageInProgress = {
      url,
      finish: end(resolve),
      fail: end(() => reject(new Error(`could not draw ${url}`))),
    };
    drawing.push(page);
    mostAtOnce = Math.max(mostAtOnce, drawing.length);
  });
  const html = Buffer.from(`<main><h1>Drawn: ${url}</h1></main>`);
  return { html, state: JSON.stringify({ queries: [], mutations: [] }), status: 200, head: '' };
}

export function setApiTransport(): void {}

export function pageCacheKey(): undefined {
  return undefined;
}

export async function preloadPages(): Promise<void> {}
