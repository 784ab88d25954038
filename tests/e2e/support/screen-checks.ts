import type { Page } from 'playwright-core';
import { pagesMessages } from '../../../src/i18n/messages/pages';
import { axeViolations } from './axe';
import { CODE_PATTERN } from './enum-codes';

/** The placeholder's words (P: a screen declared but not built yet), as the ru catalogue has them. */
const PLACEHOLDER_TEXT = (pagesMessages.ru as { app: { pages: { placeholder: string } } }).app.pages.placeholder;
/**
 * The features still being built (issue 27): none left; a feature under way lists its addresses here.
 * A menu that leads to a placeholder anywhere else is a screen nobody finished.
 */
const STILL_BUILT: string[] = [];
/** A table wider than its box by less than this is rounding, not a cut column. */
const SLACK_PX = 1;

const hashPath = (url: string) => new URL(url).hash.replace(/^#/, '').split('?')[0] ?? '';
const isStillBuilt = (path: string) => STILL_BUILT.some((built) => path === built || path.startsWith(`${built}/`));

/**
 * Where the page shows an enum code: its visible text nodes and the values of its visible fields (not a select's
 * hidden native input), each named with the text around the code.
 */
const SHOWN_CODES = `((pattern) => {
  const code = new RegExp(pattern, 'u');
  const shown = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const found = node.data.match(code);
    if (found && node.parentElement?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) shown.push(found[1] + ' in "' + node.data.trim().slice(0, 80) + '"');
  }
  for (const input of document.querySelectorAll('input:not([type=hidden]):not([type=password]), textarea')) {
    const found = input.value.match(code);
    if (found && !input.closest('[aria-hidden="true"]') && input.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      shown.push(found[1] + ' in the field ' + (input.name || input.id) + ' ("' + input.value.slice(0, 80) + '")');
    }
  }
  return shown;
})`;

/**
 * Tables that do not fit: wider than the box they scroll in (a column cut or pushed out of sight), or a page wider
 * than the window; and phone numbers broken over lines. Each problem names the table by its column headers.
 */
const TABLE_PROBLEMS = `(() => {
  const problems = [];
  const nameOf = (table) => '[' + [...table.querySelectorAll('th')].map((th) => th.innerText.trim()).filter(Boolean).join(' | ') + ']';
  const scrollBox = (element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(box).overflowX)) return box;
    }
    return document.documentElement;
  };
  for (const table of document.querySelectorAll('table')) {
    if (table.offsetParent === null) continue;
    const box = scrollBox(table);
    const width = table.getBoundingClientRect().width;
    if (width > box.clientWidth + ${SLACK_PX}) problems.push('the table ' + nameOf(table) + ' is ' + Math.round(width) + ' px wide in a box of ' + box.clientWidth + ' px');
    const wrapped = [...table.querySelectorAll('td')].filter((cell) => {
      if (!/^\\+?[78][\\d\\s()-]{9,}$/.test(cell.innerText.trim())) return false;
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
    });
    if (wrapped.length) problems.push(wrapped.length + ' phone number(s) of the table ' + nameOf(table) + ' wrap over lines, e.g. ' + wrapped[0].innerText.trim());
  }
  if (document.documentElement.scrollWidth > window.innerWidth + ${SLACK_PX}) {
    problems.push('the page is ' + document.documentElement.scrollWidth + ' px wide in a window of ' + window.innerWidth + ' px');
  }
  return problems;
})()`;

/** A form's field wider than this is a line nobody reads across (issue 27: forms 1 100 px wide at 1366). */
const FIELD_MAX_PX = 800;

/** Form fields (text, number, select) wider than FIELD_MAX_PX, named by their labels. */
const WIDE_FIELDS = `(() => [...document.querySelectorAll('form .MuiFormControl-root')]
  .filter((control) => control.checkVisibility() && control.getBoundingClientRect().width > ${FIELD_MAX_PX})
  .map((control) => 'the field ' + JSON.stringify(control.querySelector('label')?.innerText ?? control.querySelector('input, textarea')?.name ?? '?')
    + ' is ' + Math.round(control.getBoundingClientRect().width) + ' px wide (at most ${FIELD_MAX_PX})'))()`;

/**
 * What every screen a journey opens must pass (issue 27): axe-core's WCAG 2 A and AA rules, no enum code shown,
 * no placeholder outside the features still being built and, on a desktop, tables that fit and fields of a readable
 * width. Returns the problems.
 */
export async function screenProblems(page: Page, { phone }: { phone: boolean }): Promise<string[]> {
  const problems = await axeViolations(page);
  const codes = (await page.evaluate(`${SHOWN_CODES}(${JSON.stringify(CODE_PATTERN)})`)) as string[];
  if (codes.length) problems.push(`shows enum codes rather than their words: ${[...new Set(codes)].join('; ')}`);
  const path = hashPath(page.url());
  if (!isStillBuilt(path) && (await page.getByText(PLACEHOLDER_TEXT).count()) > 0) {
    problems.push(`shows '${PLACEHOLDER_TEXT}', but ${path} is not among the features still being built`);
  }
  if (!phone) problems.push(...((await page.evaluate(TABLE_PROBLEMS)) as string[]), ...((await page.evaluate(WIDE_FIELDS)) as string[]));
  return problems;
}
