import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { translate } from '../../../i18n/messages';
import { badRequest } from '../../../http/errors';
import { requireUser } from '../../../plugins/access';
import { errors, routeTable } from '../../../http/route';
import { MessageSchema } from '../schemas';
import { FullProfileBody, saveFullProfile } from './full';
import { changePassword } from './password';
import { PasswordChangeBody, ProfileSchema, ProfileUpdateBody } from './schemas';
import { acceptClickConsent, loadProfile, updateProfile } from './service';

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['auth'], resource: 'profile' });
  const written = { 200: ProfileSchema, ...errors(400, 401, 403, 409) };

  route.get('/profile', 'show', 'The signed-in user (A12)', { response: { 200: ProfileSchema, ...errors(401, 403) } },
    async (request) => loadProfile(app.db, requireUser(request).id));

  route.put('/profile', 'edit', 'Edit the name and e-mail (A14)', { body: ProfileUpdateBody, response: written },
    async (request) => {
      const name = request.body.name.trim();
      if (!name) throw badRequest({ name: 'validation.required' });
      const { email } = request.body;
      return updateProfile(app.db, requireUser(request).id, { name, email: email === '' ? null : email });
    });

  route.post('/profile/consent', 'edit', "Accept the click programme's terms (G11)", {
    description: 'Only for agents of the click programme partner (409 otherwise); the first acceptance time is kept.',
    response: { 200: ProfileSchema, ...errors(401, 403, 409) },
  }, async (request) => acceptClickConsent(app.db, requireUser(request).id));

  route.put('/profile/full', 'edit', 'Submit the mandatory client profile (K1, O3)', {
    description:
      'All fields required; flat a number from 1; e-mail by O3; password (at least 4, not only spaces) only for a new user; confirmCheckbox true. Answers the profile with isNotFullProfile false.',
    body: FullProfileBody,
    response: written,
  }, async (request) => saveFullProfile(app.db, requireUser(request).id, request.body));

  route.post('/security/password/change', 'authenticated', 'Change the password (A15)', {
    description:
      'Checks the current password within the sign-in limits (429) and writes the check to the login journal; the 5th wrong one in 15 minutes ends every session of the user (401 E_SESSION_ENDED). On success every other session of the user ends.',
    body: PasswordChangeBody,
    response: { 200: MessageSchema, ...errors(400, 401, 429) },
  }, async (request) => {
    const origin = { ip: request.ip ?? null, host: request.host ?? null };
    await changePassword(app, requireUser(request), request.body.password, request.body.newPassword, origin);
    return { message: translate(request.language, 'auth.passwordChanged') };
  });
};

export default profileRoutes;
