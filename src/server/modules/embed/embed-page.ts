import { escapeHtml } from '../../../common/escape-html';
import { formatPrice } from '../../../common/format';
import { dayName } from '../../../common/london-format';
import { clockTime, londonTime } from '../../../common/london-time';
import type { EmbedSession, EmbedTimetable } from './embed.service';
import { HEIGHT_SCRIPT } from './embed-scripts';
import { EMBED_CSS } from './embed-styles';

/** What every widget page shares: the origin its links go to, and the brand's fonts. */
export interface EmbedPageContext {
  /** Attune's origin as the frame was loaded from it, e.g. "https://attune.london". */
  origin: string;
  fontFaces: string;
}

function document(ctx: EmbedPageContext, title: string, body: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${ctx.fontFaces}${EMBED_CSS}</style></head><body>${body}<script>${HEIGHT_SCRIPT}</script></body></html>`;
}

const newTab = 'target="_blank" rel="noopener"';

function sessionItem(ctx: EmbedPageContext, session: EmbedSession): string {
  const start = londonTime(session.startTime);
  const time = `${clockTime(start)}–${clockTime(londonTime(session.endTime))}`;
  const title = escapeHtml(session.title);
  const where = session.deliveryMethod === 'online' ? 'Online' : 'In person';
  let action: string;
  if (session.state === 'bookable') {
    const spots = session.capacity - session.booked;
    const href = `${ctx.origin}/booking/${encodeURIComponent(session.id)}`;
    action = `<a class="book" href="${escapeHtml(href)}" ${newTab}>Book<span class="sr"> ${title}, ${start.weekday} ${start.day} ${start.monthName} at ${clockTime(start)} (opens in a new tab)</span></a>`;
    if (spots <= 3)
      action = `<span class="meta">${spots} ${spots === 1 ? 'spot' : 'spots'} left</span>${action}`;
  } else {
    action = `<span class="tag ${session.state}">${session.state === 'full' ? 'Full' : 'Cancelled'}</span>`;
  }
  const off = session.state === 'bookable' ? '' : ` class="off"`;
  return `<li${off} data-session="${escapeHtml(session.id)}"><span class="time">${time}</span><span class="what"><span class="title">${title}</span><br><span class="meta">${where}</span></span><span class="price">${formatPrice(session.price)}</span><span class="act">${action}</span></li>`;
}

/** The widget: the studio's next two weeks, one list per London day, every name escaped. */
export function embedTimetablePage(ctx: EmbedPageContext, timetable: EmbedTimetable): string {
  const name = escapeHtml(timetable.studio.name);
  const days = timetable.days
    .map(
      (day) =>
        `<section aria-labelledby="d${day.date}"><h2 id="d${day.date}">${dayName(day.date)}</h2><ul>${day.sessions.map((s) => sessionItem(ctx, s)).join('')}</ul></section>`,
    )
    .join('');
  const list = days || '<p class="empty">No sessions in the next two weeks.</p>';
  const studioPage = `${ctx.origin}/studios/${encodeURIComponent(timetable.studio.id)}`;
  return document(
    ctx,
    `Book a class at ${timetable.studio.name}`,
    `<main><h1>${name}</h1><p class="sub">Classes in the next two weeks · London time</p>${list}</main><footer>Booking through <a href="${escapeHtml(studioPage)}" ${newTab}>Attune<span class="sr"> (opens in a new tab)</span></a></footer>`,
  );
}

/** An unknown, inactive or not yet public studio: the same page a framing site shows, saying so. */
export function embedNotFoundPage(ctx: EmbedPageContext): string {
  return document(
    ctx,
    'Studio not found',
    `<main><h1>Studio not found</h1><p class="sub">This booking widget points to a studio that is not on Attune, or not yet public.</p></main><footer><a href="${escapeHtml(ctx.origin)}/browse" ${newTab}>Browse classes on Attune<span class="sr"> (opens in a new tab)</span></a></footer>`,
  );
}
