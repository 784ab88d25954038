import { journey } from './support/journey';

// on a phone in a file of its own: with the desktop journey in the same file the two outlast a file's time limit
journey('agent-brutto', { phone: true });
