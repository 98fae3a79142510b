import { render } from '@react-email/render';
import { createElement } from 'react';
import { EmailLayout, type EmailProps } from './layout';

type Builder = {
  openBlock(o: { leadingLineBreaks: number }): void;
  closeBlock(o: { trailingLineBreaks: number }): void;
  addInline(s: string, o?: { noWordTransform?: boolean }): void;
};
type Elem = { attribs: Record<string, string>; children: unknown[] };
type Walk = (nodes: unknown[], builder: Builder) => void;

/**
 * The text part is the HTML's tree converted, not a second copy: only its look is set here. A detail
 * reads "Label: value", an action "Text: url", each on its own line.
 */
const htmlToTextOptions = {
  selectors: [
    { selector: 'table.details', format: 'block' },
    { selector: 'tr.pair', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'td.label', format: 'label' },
    { selector: 'td.value', format: 'inline' },
    { selector: 'a.button', format: 'action' },
    { selector: 'a.calendar', format: 'action' },
  ],
  formatters: {
    label(elem: Elem, walk: Walk, builder: Builder) {
      walk(elem.children, builder);
      builder.addInline(': ');
    },
    action(elem: Elem, walk: Walk, builder: Builder) {
      builder.openBlock({ leadingLineBreaks: 2 });
      walk(elem.children, builder);
      builder.addInline(`: ${elem.attribs.href ?? ''}`, { noWordTransform: true });
      builder.closeBlock({ trailingLineBreaks: 2 });
    },
  },
};

/** One e-mail's HTML and plain text, from the one component. */
export async function renderEmail(props: EmailProps): Promise<{ html: string; text: string }> {
  const element = createElement(EmailLayout, props);
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions } as Parameters<typeof render>[1]),
  ]);
  return { html, text: text.trim() };
}
