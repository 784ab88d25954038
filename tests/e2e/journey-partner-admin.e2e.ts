import { journey } from './support/journey';

journey('partner-admin');
