import { createHash } from 'node:crypto';

/** The message the widget posts to the page that frames it, and the one that page may send back. */
export const HEIGHT_MESSAGE = 'attune:embed-height';
export const MEASURE_MESSAGE = 'attune:embed-measure';

/**
 * The widget's only script, inline: it tells the framing page how tall it is (on load, whenever its
 * size changes, and when embed.js asks, since embed.js may load after the frame). The height is no
 * secret, and the framing site is anyone's, so it is posted to any origin ('*').
 */
export const HEIGHT_SCRIPT = `(function(){var last=0;function send(force){var h=Math.ceil(document.documentElement.getBoundingClientRect().height);if(h===last&&!force)return;last=h;parent.postMessage({type:'${HEIGHT_MESSAGE}',height:h},'*')}addEventListener('load',function(){send()});addEventListener('message',function(e){if(e.source===parent&&e.data&&e.data.type==='${MEASURE_MESSAGE}')send(true)});if(window.ResizeObserver)new ResizeObserver(function(){send()}).observe(document.documentElement)})();`;

/** The CSP source that lets exactly HEIGHT_SCRIPT run, and no other inline script. */
export const HEIGHT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HEIGHT_SCRIPT).digest('base64')}'`;

/**
 * /embed.js, the optional resizer a studio's site loads next to the iframe. It trusts only messages
 * from the origin it was itself loaded from (Attune's), and only from one of the page's widget
 * frames, whose height it then sets; it asks each frame for its height once, in case the frame's
 * own message came before this script.
 */
export const RESIZER_SCRIPT = `/* Attune booking widget: sizes each <iframe data-attune-widget> to its content. */
(function () {
  var script = document.currentScript;
  if (!script || !script.src) return;
  var origin = new URL(script.src).origin;
  function frames() {
    return document.querySelectorAll('iframe[data-attune-widget]');
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== origin) return;
    var data = event.data;
    if (!data || data.type !== '${HEIGHT_MESSAGE}' || typeof data.height !== 'number') return;
    var height = Math.max(120, Math.min(Math.ceil(data.height), 20000));
    var all = frames();
    for (var i = 0; i < all.length; i++) {
      if (all[i].contentWindow === event.source) all[i].style.height = height + 'px';
    }
  });
  function measure() {
    var all = frames();
    for (var i = 0; i < all.length; i++) {
      if (all[i].contentWindow) all[i].contentWindow.postMessage({ type: '${MEASURE_MESSAGE}' }, origin);
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', measure);
  else measure();
})();
`;
