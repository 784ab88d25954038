import { journey } from './support/journey';

journey('agent-admin');
