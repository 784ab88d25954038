/** The server side of the declared comments (common/resources/comments.ts): a client's list and a new comment. */
import { comments } from '../../../common/resources/comments';
import { serverResource } from '../../resources/hooks';
import commentRoutes from './routes';

export default serverResource(comments, {
  custom: commentRoutes,
  summaries: {
    update: 'Change a comment: its author or an ADMIN',
    delete: 'Delete a comment: its author or an ADMIN',
  },
});
