/**
 * The brand palette (BRAND.md) as e-mail clients need it: literal colours, inline, since a mail client
 * loads no stylesheet of ours. Dark mode swaps them through the classes in `DARK_MODE_CSS`.
 */
export const PALETTE = {
  ink: '#1F2A2E',
  muted: '#5B6770',
  sand: '#FAF7F2',
  surface: '#FFFFFF',
  line: '#E7E1D8',
  sage: '#3F6B5C',
} as const;

/** Serif for the logo and headings, sans for the rest: system fonts, as no web font is loaded. */
export const SERIF = "Georgia, 'Times New Roman', serif";
export const SANS = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

/**
 * Clients that honour `prefers-color-scheme` get a dark page made of the same tokens, darkened; the
 * `[data-ogsc]` twins reach Outlook's own dark mode. Colours are !important to beat the inline light ones.
 */
export const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .page { background-color: #161E21 !important; }
  .card { background-color: #1F2A2E !important; border-color: #33434A !important; }
  .ink { color: #F3EFE8 !important; }
  .muted { color: #B8C2C8 !important; }
  .logo, .link { color: #9CC5B5 !important; }
  .button { background-color: #9CC5B5 !important; color: #161E21 !important; }
  .rule { border-color: #33434A !important; }
}
[data-ogsc] .ink { color: #F3EFE8 !important; }
[data-ogsc] .muted { color: #B8C2C8 !important; }
[data-ogsc] .logo, [data-ogsc] .link { color: #9CC5B5 !important; }
`;
