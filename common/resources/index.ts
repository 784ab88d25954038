/** Every declared resource. A new one adds its line here (at the end). */
import type { ResourceDeclaration } from '../resource';
import { services } from './services';
import { subdivisions } from './subdivisions';
import { loader } from './loader';
import { invitations } from './invitations';
import { blockReasons } from './blockReasons';

export const DECLARED_RESOURCES: readonly ResourceDeclaration[] = [services, subdivisions, loader, invitations, blockReasons];
