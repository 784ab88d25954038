/** Adds the bench's declared view of the certificates to the declared resources, as its line in common/resources would. */
import type { ResourceDeclaration } from '../../common/resource';
import { DECLARED_RESOURCES } from '../../common/resources';
import { DECLARED_SUMMARIES } from '../../common/resources/summaries';
import { certificatesView } from './certificates-view';

if (!DECLARED_RESOURCES.includes(certificatesView)) (DECLARED_RESOURCES as ResourceDeclaration[]).push(certificatesView);
// the access matrix reads the declarations' summaries (on the server, the declarations themselves)
if (!DECLARED_SUMMARIES.includes(certificatesView)) (DECLARED_SUMMARIES as ResourceDeclaration[]).push(certificatesView);
