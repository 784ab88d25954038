/** Adds the bench's declared view of the certificates to the declared resources, as its line in common/resources would. */
import type { ResourceDeclaration } from '../../common/resource';
import { DECLARED_RESOURCES } from '../../common/resources';
import { certificatesView } from './certificates-view';

if (!DECLARED_RESOURCES.includes(certificatesView)) (DECLARED_RESOURCES as ResourceDeclaration[]).push(certificatesView);
