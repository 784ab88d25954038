/**
 * G2, issue 27: the script a partner's site loads from its snippet. It fills every `.certificates-widget` element
 * (`data-partner`, or the older `data-partner-id`) with a button, or with `data-view="cards"` a grid of tariff cards,
 * inside a Shadow DOM so the host page's CSS cannot restyle it (the sheet is adopted, not an inline <style>, so a
 * host whose CSP forbids inline styles still shows it). Every link opens the storefront with the partner's id.
 * No dependencies, no globals, runs once per element.
 */
import { widgetStyles } from './styles';

export interface WidgetTexts {
  buy: string;
  choose: string;
  all: string;
}

export interface WidgetRate {
  id: string;
  name: string;
  /** Formatted on the server: '12 000 ₽'. */
  price: string;
  /** '12 мес.' */
  period: string;
}

export function widgetScript(origin: string, texts: WidgetTexts, rates: WidgetRate[]): string {
  return `(function () {
  'use strict';
  var origin = ${JSON.stringify(origin)};
  var texts = ${JSON.stringify(texts)};
  var rates = ${JSON.stringify(rates)};
  var css = ${JSON.stringify(widgetStyles)};
  function shop(partner, rate) {
    return origin + '/cabinet/#/shop?partner=' + encodeURIComponent(partner) + (rate ? '&rate=' + encodeURIComponent(rate) : '');
  }
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }
  function link(href, className, text) {
    var a = el('a', className, text);
    a.href = href;
    a.target = '_blank';
    a.rel = 'noopener';
    return a;
  }
  function style(root) {
    try {
      var sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      root.adoptedStyleSheets = [sheet];
    } catch (e) {
      root.appendChild(el('style', '', css));
    }
  }
  function card(partner, rate) {
    var box = el('div', 'card');
    box.appendChild(el('div', 'name', rate.name));
    box.appendChild(el('div', 'price', rate.price + ' · ' + rate.period));
    box.appendChild(link(shop(partner, rate.id), 'buy', texts.buy));
    return box;
  }
  function mount(host) {
    if (host.getAttribute('data-mounted') || !host.attachShadow) return;
    var partner = host.getAttribute('data-partner') || host.getAttribute('data-partner-id') || '';
    var root = host.attachShadow({ mode: 'open' });
    style(root);
    var frame = el('div', 'widget');
    if (host.getAttribute('data-view') === 'cards' && rates.length) {
      frame.appendChild(el('div', 'title', texts.choose));
      var grid = el('div', 'grid');
      for (var i = 0; i < rates.length; i += 1) grid.appendChild(card(partner, rates[i]));
      frame.appendChild(grid);
      frame.appendChild(link(shop(partner), 'more', texts.all));
    } else {
      frame.appendChild(link(shop(partner), 'buy', texts.buy));
    }
    root.appendChild(frame);
    host.setAttribute('data-mounted', '1');
  }
  function mountAll() {
    var hosts = document.querySelectorAll('.certificates-widget');
    for (var i = 0; i < hosts.length; i += 1) mount(hosts[i]);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
})();
`;
}
