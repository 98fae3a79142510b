import fs from 'node:fs';
import path from 'node:path';
import { Icon as LucideIcon, LucideProvider } from 'lucide-react';
import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Icon from '../../src/client/components/ui/lucide-icon';
import { PROJECT_ROOT } from '../../src/server/lib/project-root';

// The build draws every lucide icon with the project's Icon instead of lucide's (vite.config.ts,
// docs/decisions/0104). It must write the same markup, byte for byte, for every icon lucide has and
// for each way the app gives an icon its props; what it leaves to lucide (children, stroke options)
// must come out as lucide's too.

const ICONS_DIR = path.join(PROJECT_ROOT, 'node_modules/lucide-react/dist/esm/icons');
const iconNames = fs
  .readdirSync(ICONS_DIR)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.slice(0, -'.mjs'.length));

type IconModule = {
  __iconData: NonNullable<ComponentProps<typeof LucideIcon>['icon']>;
  default: Parameters<typeof createElement>[0];
};
type ProviderSettings = Omit<ComponentProps<typeof LucideProvider>, 'children'>;
const loadIcon = (name: string) => import(`lucide-react/icons/${name}`) as Promise<IconModule>;

/** The ways the app gives an icon its props, and the ones Icon leaves to lucide. */
const PROPS: Record<string, unknown>[] = [
  {},
  { className: 'size-4 shrink-0' },
  { className: 'lucide size-4  size-4 ' },
  { 'aria-hidden': true, className: 'size-5' },
  { 'aria-label': 'Close & go "back"' },
  { role: 'img', title: 'A <title>' },
  { size: 16, strokeWidth: 1.5, color: '#4a6b55' },
  { width: 20, height: 18, color: '' },
  { absoluteStrokeWidth: true, size: 12 },
  { nonScalingStroke: true },
  { absoluteStrokeWidth: true, strokeWidth: 3, width: 48, nonScalingStroke: true, className: 'a b a' },
  { 'data-testid': 'icon', focusable: 'false', style: { opacity: 0.5 } },
];

/** The icon drawn alone, or inside a LucideProvider with `settings`. */
const markupOf = (
  component: Parameters<typeof createElement>[0],
  props: object,
  settings?: ProviderSettings,
) =>
  renderToStaticMarkup(
    settings
      ? // biome-ignore lint/correctness/noChildrenProp: the provider's props type requires its children there
        createElement(LucideProvider, { ...settings, children: createElement(component, props) })
      : createElement(component, props),
  );

describe("the project's Icon", () => {
  it(`draws each of lucide's ${iconNames.length} icons as lucide does`, async () => {
    let drawn = 0;
    for (const name of iconNames) {
      const icon = await loadIcon(name);
      // An old name's module re-exports its icon under the new one, with no data of its own.
      if (!icon.__iconData) continue;
      drawn++;
      const props = { className: 'size-4 shrink-0' };
      expect(markupOf(Icon, { ...props, icon: icon.__iconData }), name).toBe(markupOf(icon.default, props));
    }
    expect(drawn).toBeGreaterThan(1000);
  });

  it('draws an icon as lucide does whatever its props', async () => {
    // Shapes of every kind: circles, paths, rects, a polyline, an ellipse, lines, a polygon.
    for (const name of ['clock', 'calendar-days', 'inbox', 'cone', 'badge-info', 'navigation']) {
      const icon = await loadIcon(name);
      for (const props of PROPS) {
        const ours = markupOf(Icon, { ...props, icon: icon.__iconData });
        expect(ours, `${name} ${JSON.stringify(props)}`).toBe(markupOf(icon.default, props));
      }
    }
  });

  it("follows a LucideProvider's settings as lucide does", async () => {
    // Lucide's own Icon from the package's entry, whose provider is the one imported above (the icons'
    // modules, loaded by their path, may hold a context of their own).
    const { __iconData } = await loadIcon('clock');
    const Clock = (props: object) => createElement(LucideIcon, { ...props, icon: __iconData });
    const settings: ProviderSettings[] = [
      { size: 20, strokeWidth: 1.25, color: '#b86b4b', className: 'icon size-5' },
      { absoluteStrokeWidth: true, nonScalingStroke: true, size: 32 },
    ];
    for (const setting of settings) {
      for (const props of PROPS) {
        const ours = markupOf(Icon, { ...props, icon: __iconData }, setting);
        expect(ours, `${JSON.stringify(setting)} ${JSON.stringify(props)}`).toBe(
          markupOf(Clock, props, setting),
        );
      }
    }
  });

  it('draws an icon with children as lucide does, the children after its shapes', async () => {
    const { default: Clock, __iconData } = await loadIcon('clock');
    const title = createElement('title', { key: 'title' }, 'Opening hours');
    for (const props of [{ children: title }, { children: [title], nonScalingStroke: true, size: 16 }]) {
      const ours = markupOf(Icon, { ...props, icon: __iconData });
      expect(ours).toBe(markupOf(Clock, props));
      expect(ours).toContain('<title>Opening hours</title></svg>');
      expect(ours).not.toContain('aria-hidden');
    }
  });
});
