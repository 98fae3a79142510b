/** A value inside a double-quoted HTML attribute, so a studio's name cannot break out of it. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The code a studio pastes into its own site (docs/decisions/0066): the widget's iframe, and, when
 * `resize` is on, /embed.js, which sets the frame's height from the widget's postMessage so it never
 * scrolls inside. Without the script the frame keeps its fixed height.
 */
export function widgetSnippet(origin: string, studio: { id: string; name: string }, resize: boolean): string {
  const frame = `<iframe src="${origin}/embed/studios/${studio.id}" title="${attribute(`Book a class at ${studio.name}`)}" data-attune-widget loading="lazy" style="display:block;width:100%;max-width:720px;height:640px;border:0"></iframe>`;
  return resize ? `${frame}\n<script src="${origin}/embed.js" async></script>` : frame;
}
