/**
 * The server as `npm start` runs it (server/launch.mjs bundles this entry instead of server/start.ts), with the
 * declared view of the certificates added to the declared resources, so the bench weighs the generated list and
 * the hand-written one on the same server in the same run. Import order matters: the view joins the list before
 * the access matrix and the server's modules read it.
 */
import './with-certificates-view';
import '../../server/start';
