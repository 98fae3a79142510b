import { type LucideProps, useLucideContext } from 'lucide-react';
import { createElement, forwardRef, type ReactNode } from 'react';
import { escapeHtml } from '../../../common/escape-html';

// lucide-react's Icon, which every lucide icon is drawn by, replaced by the build (vite.config.ts,
// docs/decisions/0104). It writes the same <svg>, byte for byte, from the same props and the same
// LucideProvider settings; but an icon's shapes are its markup written once per icon and set as the
// element's inner HTML, rather than an element per shape drawn again for every icon on every page.
// On a class card more than half of the elements were icons' shapes (`calendar-days` alone has nine).
// test/unit/lucide-icon.test.ts holds the two equal for every lucide icon.

type Shapes = [tag: string, attributes: Record<string, string | number | undefined>][];
interface IconData {
  name?: string;
  aliases?: unknown[];
  size?: number;
  node: Shapes;
}
type IconProps = LucideProps & {
  icon?: IconData;
  iconNode?: Shapes;
  nonScalingStroke?: boolean;
  children?: ReactNode;
};

const DEFAULT_SIZE = 24;
const DEFAULT_STROKE_WIDTH = 2;

const NON_SCALING = { vectorEffect: 'non-scaling-stroke' };

/** Each icon's shapes as markup, once written: plain, and with strokes that do not scale. */
const plainMarkup = new WeakMap<Shapes, string>();
const nonScalingMarkup = new WeakMap<Shapes, string>();

/**
 * The icon's shapes as React writes them: each attribute but the key, each element closed. (React
 * writes an apostrophe as `&#x27;`, escapeHtml as `&#39;`: no lucide shape has one.)
 */
function shapesMarkup(shapes: Shapes, nonScaling: boolean): string {
  const written = nonScaling ? nonScalingMarkup : plainMarkup;
  let markup = written.get(shapes);
  if (markup === undefined) {
    markup = shapes
      .map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
          .filter(([name, value]) => name !== 'key' && value != null)
          .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
          .join('');
        return `<${tag}${nonScaling ? ' vector-effect="non-scaling-stroke"' : ''}${attrs}></${tag}>`;
      })
      .join('');
    written.set(shapes, markup);
  }
  return markup;
}

/** `lucide lucide-clock …`: the icon's own classes, then the ones given, each once. */
function classNameOf(icon: IconData, ...given: (string | undefined)[]): string {
  const tokens = new Set(['lucide']);
  if (icon.name) tokens.add(`lucide-${icon.name}`);
  for (const alias of icon.aliases ?? []) {
    if (typeof alias === 'string' && alias.trim() !== '') tokens.add(`lucide-${alias}`);
  }
  for (const className of given) {
    for (const token of className?.split(/\s+/) ?? []) if (token) tokens.add(token);
  }
  return [...tokens].join(' ');
}

/** Whether the props name the icon for assistive technology: then it is not hidden from it. */
function named(props: object): boolean {
  for (const [name, value] of Object.entries(props)) {
    if ((name.startsWith('aria-') || name === 'role' || name === 'title') && value != null) return true;
  }
  return false;
}

const Icon = forwardRef<SVGSVGElement, IconProps>(
  (
    {
      color,
      size,
      width,
      height,
      strokeWidth,
      absoluteStrokeWidth,
      nonScalingStroke,
      className,
      children,
      iconNode = [],
      icon = { node: iconNode, aliases: [], size: DEFAULT_SIZE },
      ...rest
    },
    ref,
  ) => {
    const context = useLucideContext() ?? {};
    const shownWidth = width ?? size ?? context.size ?? DEFAULT_SIZE;
    const viewBoxWidth = icon.size ?? DEFAULT_SIZE;
    const stroke = strokeWidth ?? context.strokeWidth ?? DEFAULT_STROKE_WIDTH;
    const nonScaling = nonScalingStroke ?? context.nonScalingStroke ?? false;
    const attributes = {
      ref,
      xmlns: 'http://www.w3.org/2000/svg',
      width: shownWidth,
      height: height ?? size ?? context.size ?? DEFAULT_SIZE,
      viewBox: `0 0 ${viewBoxWidth} ${viewBoxWidth}`,
      fill: 'none',
      stroke: (color ?? context.color) || 'currentColor',
      // An absolute stroke keeps its width on screen whatever the icon's size.
      strokeWidth:
        (absoluteStrokeWidth ?? context.absoluteStrokeWidth)
          ? (Number(stroke) * viewBoxWidth) / Number(shownWidth)
          : stroke,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: classNameOf(icon, context.className, className),
      ...(children || named(rest) ? {} : { 'aria-hidden': 'true' }),
      ...rest,
    };
    if (!children) {
      return createElement('svg', {
        ...attributes,
        dangerouslySetInnerHTML: { __html: shapesMarkup(icon.node, nonScaling) },
      });
    }
    // Children (a <title>, say) are drawn after the shapes, which are then elements too.
    return createElement(
      'svg',
      attributes,
      ...icon.node.map(([tag, attrs]) =>
        createElement(tag, nonScaling ? { ...NON_SCALING, ...attrs } : attrs),
      ),
      children,
    );
  },
);

export default Icon;
