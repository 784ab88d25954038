import { journey } from './support/journey';

journey('client');
