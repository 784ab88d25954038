import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { translate } from '../../../i18n/messages';
import { badRequest } from '../../../http/errors';
import { requireUser } from '../../../plugins/access';
import { ErrorReply, MessageSchema } from '../schemas';
import { FullProfileBody, saveFullProfile } from './full';
import { changePassword } from './password';
import { PasswordChangeBody, ProfileSchema, ProfileUpdateBody } from './schemas';
import { acceptClickConsent, loadProfile, updateProfile } from './service';

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/profile',
    {
      config: { access: { resource: 'profile', action: 'show' } },
      schema: { tags: ['auth'], summary: 'The signed-in user (A12)', response: { 200: ProfileSchema, 401: ErrorReply, 403: ErrorReply } },
    },
    async (request) => loadProfile(app.db, requireUser(request).id),
  );

  app.put(
    '/profile',
    {
      config: { access: { resource: 'profile', action: 'edit' } },
      schema: {
        tags: ['auth'],
        summary: 'Edit the name and e-mail (A14)',
        body: ProfileUpdateBody,
        response: { 200: ProfileSchema, 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 409: ErrorReply },
      },
    },
    async (request) => {
      const name = request.body.name.trim();
      if (!name) throw badRequest({ name: 'validation.required' });
      const { email } = request.body;
      return updateProfile(app.db, requireUser(request).id, { name, email: email === '' ? null : email });
    },
  );

  app.post(
    '/profile/consent',
    {
      config: { access: { resource: 'profile', action: 'edit' } },
      schema: {
        tags: ['auth'],
        summary: "Accept the click programme's terms (G11)",
        description: 'Only for agents of the click programme partner (409 otherwise); the first acceptance time is kept.',
        response: { 200: ProfileSchema, 401: ErrorReply, 403: ErrorReply, 409: ErrorReply },
      },
    },
    async (request) => acceptClickConsent(app.db, requireUser(request).id),
  );

  app.put(
    '/profile/full',
    {
      config: { access: { resource: 'profile', action: 'edit' } },
      schema: {
        tags: ['auth'],
        summary: 'Submit the mandatory client profile (K1, O3)',
        description:
          'All fields required; flat a number from 1; e-mail by O3; password (at least 4, not only spaces) only for a new user; confirmCheckbox true. Answers the profile with isNotFullProfile false.',
        body: FullProfileBody,
        response: { 200: ProfileSchema, 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 409: ErrorReply },
      },
    },
    async (request) => saveFullProfile(app.db, requireUser(request).id, request.body),
  );

  app.post(
    '/security/password/change',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (A15)',
        description: 'Checks the current password; on success every other session of the user ends.',
        body: PasswordChangeBody,
        response: { 200: MessageSchema, 400: ErrorReply, 401: ErrorReply },
      },
    },
    async (request) => {
      await changePassword(app, requireUser(request), request.body.password, request.body.newPassword);
      return { message: translate(request.language, 'auth.passwordChanged') };
    },
  );
};

export default profileRoutes;
