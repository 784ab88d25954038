import { journey } from './support/journey';

journey('agent-brutto');
