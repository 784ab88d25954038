import { summaries } from '../../../common/resources/summaries';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { declaredViews } from '../declared/declaredViews';

/**
 * Tariffs (F1–F5): the generated list at the spec's /rates, and the page '/tariffs/edit/:id?' — the generated page
 * with the tariff's own form, its services and partner prices beside it and the clone and promo codes in its toolbar.
 */
export const views = declaredViews(summaries.tariffs, {
  screens: () => import('./screens'),
  edit: lazyScreen(() => import('./TariffEdit'), 'TariffEdit'),
  create: lazyScreen(() => import('./TariffCreate'), 'TariffCreate'),
});
