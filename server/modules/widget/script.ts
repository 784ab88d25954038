/**
 * G2: the script a partner's site loads from the snippet of GET /partners/widget/{id}. It fills every
 * `.certificates-widget[data-partner-id]` element with a link to the client cabinet's tariff shop,
 * carrying the partner id that attributes the sale. No dependencies, no globals, runs once per page.
 */
export interface WidgetTexts {
  buy: string;
}

export function widgetScript(origin: string, texts: WidgetTexts): string {
  return `(function () {
  'use strict';
  var origin = ${JSON.stringify(origin)};
  var texts = ${JSON.stringify(texts)};
  function mount(box) {
    if (box.getAttribute('data-mounted')) return;
    var partner = box.getAttribute('data-partner-id') || '';
    var link = document.createElement('a');
    link.href = origin + '/cabinet/#/market-rates?partner=' + encodeURIComponent(partner);
    link.target = '_blank';
    link.rel = 'noopener';
    link.className = 'certificates-widget__buy';
    link.textContent = texts.buy;
    box.appendChild(link);
    box.setAttribute('data-mounted', '1');
  }
  function mountAll() {
    var boxes = document.querySelectorAll('.certificates-widget[data-partner-id]');
    for (var i = 0; i < boxes.length; i += 1) mount(boxes[i]);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
})();
`;
}
