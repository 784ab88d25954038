import { journey } from './support/journey';

journey('admin');
