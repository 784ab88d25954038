/** Every declared resource. A new one adds its line here (at the end). */
import type { ResourceDeclaration } from '../resource';
import { services } from './services';
import { promo } from './promo';
import { journal } from './journal';
import { partners } from './partners';
import { subdivisions } from './subdivisions';
import { loader } from './loader';
import { invitations } from './invitations';
import { blockReasons } from './blockReasons';
import { tariffs } from './tariffs';
import { certificatePayments } from './certificatePayments';
import { certificateRegisters } from './certificateRegisters';

export const DECLARED_RESOURCES: readonly ResourceDeclaration[] = [
  services, promo, journal, partners, subdivisions, loader, invitations, blockReasons, tariffs,
  certificatePayments, certificateRegisters,
];
