import { journey } from './support/journey';

journey('client');
journey('client', { phone: true });
