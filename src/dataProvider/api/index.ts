import type { HttpClient } from '../http';
import { agentApi } from './agents';
import { cabinetApi } from './cabinet';
import { cashboxApi } from './cashbox';
import { certificateApi } from './certificates';
import { chatApi } from './chat';
import { clientApi } from './clients';
import { invitationApi } from './invitations';
import { loaderApi } from './loader';
import { messageApi } from './messages';
import { partnerApi } from './partners';
import { paymentApi } from './payments';
import { profileApi } from './profile';
import { promoApi } from './promo';
import { reportApi } from './reports';
import { saleApi } from './sale';
import { settingsApi } from './settings';
import { signatureApi } from './signatures';
import { storyApi } from './stories';
import { subdivisionApi } from './subdivisions';
import { tariffApi } from './tariffs';
import { templateApi } from './templates';

/** The named calls outside CRUD, one module per domain (atomic-crm's `dataProvider.sellCertificate(...)`). */
export function createApiMethods(http: HttpClient) {
  return {
    ...agentApi(http),
    ...cabinetApi(http),
    ...cashboxApi(http),
    ...certificateApi(http),
    ...chatApi(http),
    ...clientApi(http),
    ...invitationApi(http),
    ...loaderApi(http),
    ...messageApi(http),
    ...partnerApi(http),
    ...paymentApi(http),
    ...profileApi(http),
    ...promoApi(http),
    ...reportApi(http),
    ...saleApi(http),
    ...settingsApi(http),
    ...signatureApi(http),
    ...storyApi(http),
    ...subdivisionApi(http),
    ...tariffApi(http),
    ...templateApi(http),
  };
}

export type ApiMethods = ReturnType<typeof createApiMethods>;
export type { DownloadedFile } from './download';
export type { StatsNode, StatsScope } from './reports';
