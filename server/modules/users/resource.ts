/** The server side of the declared user accounts (common/resources/users.ts): the ADMIN's block. */
import { users } from '../../../common/resources/users';
import { serverResource } from '../../resources/hooks';
import usersRoutes from './routes';

export default serverResource(users, { custom: usersRoutes });
