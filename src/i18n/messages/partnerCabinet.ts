import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales', 'cpa'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = ['cpa'];

/** The partner cabinet (L3), table exports and the reports' totals row and orders report (L2). */
export const partnerCabinetMessages: FeatureMessages = {
  ru: {
    app: {
      export: { csv: 'CSV', xlsx: 'Excel' },
      reports: {
        totalRow: 'Итого',
        orders: {
          title: 'Отчет по заказам',
          columns: { number: 'Номер', createdAt: 'Дата заказа', payDate: 'Дата оплаты', certificate: 'Сертификат', client: 'Клиент', rate: 'Тариф', paymentType: 'Способ оплаты', status: 'Статус', cost: 'Сумма' },
          totals: '%{count} заказ на сумму %{cost}, оплачено за период %{paid} |||| %{count} заказа на сумму %{cost}, оплачено за период %{paid} |||| %{count} заказов на сумму %{cost}, оплачено за период %{paid}',
          paidRow: 'Оплачено',
        },
        agent: { title: 'Отчет по продажам агента' },
      },
      partnerCabinet: {
        analytic: { title: 'Аналитика партнера', report: 'Отчет по продажам' },
        figures: {
          count: 'Продажи',
          brutto: 'Оплачено клиентами',
          averageCheck: 'Средний чек',
          conversion: 'Конверсия',
          conversionHint: 'оплачено %{paid} из %{created} оформленных',
          rewardEarned: 'Вознаграждение начислено',
          rewardPaidHint: 'выплаты — по договору с партнером',
        },
        program: {
          title: 'Партнерская программа',
          copy: 'Копировать',
          terms: { title: 'Условия', name: 'Тариф', period: 'Период, мес.', price: 'Цена для клиента', commission: 'Вознаграждение, %', empty: 'Тарифы еще не подключены' },
          links: 'Реферальная ссылка',
          shopLink: 'Ссылка на витрину тарифов',
          widget: 'Виджет продаж',
          widgetHint: 'Вставьте один из кодов на страницу своего сайта: виджет покажет кнопку покупки или карточки тарифов, оформленные независимо от стилей сайта. Клиенты, которые придут по нему, и их покупки засчитаются вам.',
          snippet: 'Код виджета: кнопка',
          cardsSnippet: 'Код виджета: карточки тарифов',
          materials: 'Материалы',
          noMaterials: 'Материалов пока нет',
          consent: 'Согласие с условиями программы',
          consentClick: 'Ваши агенты принимают условия программы при входе: приняли %{accepted} из %{agents}.',
          consentNone: 'Для вашей программы отдельное согласие агентов не требуется.',
        },
      },
    },
  },
  kk: {
    app: {
      export: { csv: 'CSV', xlsx: 'Excel' },
      reports: {
        totalRow: 'Барлығы',
        orders: {
          title: 'Тапсырыстар есебі',
          columns: { number: 'Нөмір', createdAt: 'Тапсырыс күні', payDate: 'Төлем күні', certificate: 'Сертификат', client: 'Клиент', rate: 'Тариф', paymentType: 'Төлем тәсілі', status: 'Мәртебе', cost: 'Сомасы' },
          totals: '%{count} тапсырыс, сомасы %{cost}, кезеңде төленді %{paid}',
          paidRow: 'Төленді',
        },
        agent: { title: 'Агенттің сатылым есебі' },
      },
      partnerCabinet: {
        analytic: { title: 'Серіктес аналитикасы', report: 'Сатылым есебі' },
        figures: {
          count: 'Сатылымдар',
          brutto: 'Клиенттер төлеген',
          averageCheck: 'Орташа чек',
          conversion: 'Конверсия',
          conversionHint: 'рәсімделген %{created} ішінен %{paid} төленді',
          rewardEarned: 'Есептелген сыйақы',
          rewardPaidHint: 'төлемдер — серіктеспен шарт бойынша',
        },
        program: {
          title: 'Серіктестік бағдарлама',
          copy: 'Көшіру',
          terms: { title: 'Шарттар', name: 'Тариф', period: 'Кезең, ай', price: 'Клиент үшін баға', commission: 'Сыйақы, %', empty: 'Тарифтер әлі қосылмаған' },
          links: 'Реферал сілтеме',
          shopLink: 'Тарифтер витринасына сілтеме',
          widget: 'Сату виджеті',
          widgetHint: 'Кодтардың бірін сайтыңыздың бетіне қойыңыз: виджет сайт стильдеріне тәуелсіз безендірілген сатып алу батырмасын немесе тариф карточкаларын көрсетеді. Ол арқылы келген клиенттер мен олардың сатып алулары сізге есептеледі.',
          snippet: 'Виджет коды: батырма',
          cardsSnippet: 'Виджет коды: тариф карточкалары',
          materials: 'Материалдар',
          noMaterials: 'Әзірге материалдар жоқ',
          consent: 'Бағдарлама шарттарына келісім',
          consentClick: 'Агенттеріңіз кіру кезінде бағдарлама шарттарын қабылдайды: %{agents} ішінен %{accepted} қабылдады.',
          consentNone: 'Сіздің бағдарламаңыз үшін агенттердің жеке келісімі қажет емес.',
        },
      },
    },
  },
  en: {
    app: {
      export: { csv: 'CSV', xlsx: 'Excel' },
      reports: {
        totalRow: 'Total',
        orders: {
          title: 'Orders report',
          columns: { number: 'Number', createdAt: 'Order date', payDate: 'Paid on', certificate: 'Certificate', client: 'Client', rate: 'Tariff', paymentType: 'Payment type', status: 'Status', cost: 'Amount' },
          totals: '%{count} order for %{cost}, paid in the period %{paid} |||| %{count} orders for %{cost}, paid in the period %{paid}',
          paidRow: 'Paid',
        },
        agent: { title: 'Agent sales report' },
      },
      partnerCabinet: {
        analytic: { title: 'Partner analytics', report: 'Sales report' },
        figures: {
          count: 'Sales',
          brutto: 'Paid by clients',
          averageCheck: 'Average check',
          conversion: 'Conversion',
          conversionHint: '%{paid} paid of %{created} started',
          rewardEarned: 'Reward earned',
          rewardPaidHint: 'paid out under the partner agreement',
        },
        program: {
          title: 'Partner programme',
          copy: 'Copy',
          terms: { title: 'Terms', name: 'Tariff', period: 'Period, months', price: "Client's price", commission: 'Reward, %', empty: 'No tariffs linked yet' },
          links: 'Referral link',
          shopLink: 'Link to the tariff storefront',
          widget: 'Sales widget',
          widgetHint: 'Put one of these codes on a page of your site: the widget shows a buy button or tariff cards, styled apart from your site. The clients who come through it and their purchases count as yours.',
          snippet: 'Widget code: button',
          cardsSnippet: 'Widget code: tariff cards',
          materials: 'Materials',
          noMaterials: 'No materials yet',
          consent: "Consent to the programme's terms",
          consentClick: "Your agents accept the programme's terms when they sign in: %{accepted} of %{agents} have.",
          consentNone: "Your programme does not ask its agents for a separate consent.",
        },
      },
    },
  },
};
