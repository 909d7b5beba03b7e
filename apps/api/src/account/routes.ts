// HTTP routes of the accounts feature (spec §7), registered under /api by app.ts. Handlers are
// thin: schema-validated input (shared zod schemas), rate limits, bot challenge, one service call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activeAccountSchema,
  checkUserExistenceSchema,
  loginSchema,
  registerSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  socialLoginSchema,
  updatePasswordSchema,
  updateProfileSchema,
} from '@store/shared';
import * as contract from '@store/shared/contract/auth';
import { envelopeOf } from '@store/shared/contract/envelope';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { challengeAnswerOf, closeReplayStore, verifyChallenge } from '../integrations/captcha/index.ts';
import captchaRoutes from '../integrations/captcha/routes.ts';
import { requireUser } from '../plugins/auth.ts';
import { activateAccount, requestPasswordReset, resendActivationCode, resetPassword } from './codes.ts';
import { createLimiters, signInAttempt } from './limits.ts';
import { accountMessages } from './messages.ts';
import { getProfile, updatePassword, updateProfile } from './profile.ts';
import { findUserByIdentifier } from './queries.ts';
import { scopeOf } from './scope.ts';
import { registerAccount, signIn, signOut, socialSignIn } from './service.ts';

/** Account bodies are small; anything bigger is refused before it is read (413). */
const BODY_LIMIT = 32 * 1024;
const tags = ['accounts'];
const bearer = [{ bearer: [] }];

export default async function authRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limit = createLimiters(root);
  // an address under sign-in or sign-up pressure gets (and must answer) a harder challenge
  const challengeLevel = async (request: FastifyRequest) =>
    Math.max(await limit.loginByAddress.level(request), await limit.registerByAddress.level(request));
  await app.register(captchaRoutes, { levelOf: challengeLevel });
  app.addHook('onClose', async () => closeReplayStore(app.ctx));

  app.post(
    '/check-user-existence',
    {
      bodyLimit: BODY_LIMIT,
      onRequest: [limit.existenceByAddress.byAddress],
      schema: { tags, body: checkUserExistenceSchema, response: { 200: contract.userExistenceEnvelope } },
    },
    async (request) => {
      const user = await findUserByIdentifier(app.ctx.db, request.body.email_or_phone);
      const account_status = user ? ('exists' as const) : ('not_found' as const);
      const identifier_type = request.body.email_or_phone.includes('@') ? ('email' as const) : ('phone' as const);
      return { ...ok({ account_status, identifier_type, email_or_phone: request.body.email_or_phone }), account_status };
    },
  );

  app.post(
    '/register',
    {
      bodyLimit: BODY_LIMIT,
      onRequest: [limit.registerByAddress.byAddress],
      schema: { tags, body: registerSchema, response: { 201: envelopeOf(contract.loginResult) } },
    },
    async (request, reply) => {
      await verifyChallenge(app.ctx, challengeAnswerOf(request.body), request.lang, {
        remoteIp: request.ip,
        minLevel: await limit.registerByAddress.level(request, { counted: true }),
      });
      const result = await registerAccount(scopeOf(request), request.body);
      reply.code(201);
      return ok(result, accountMessages(request.lang, 'registered'));
    },
  );

  app.post(
    '/login',
    {
      bodyLimit: BODY_LIMIT,
      onRequest: [limit.loginByAddress.byAddress],
      schema: { tags, body: loginSchema, response: { 200: envelopeOf(contract.loginResult) } },
    },
    async (request, reply) => {
      await verifyChallenge(app.ctx, challengeAnswerOf(request.body), request.lang, {
        remoteIp: request.ip,
        minLevel: await limit.loginByAddress.level(request, { counted: true }),
      });
      // one account, whether named by its e-mail or its phone (an unknown name is its own key)
      const named = await findUserByIdentifier(app.ctx.db, request.body.email);
      const account = named ? `user:${named.id}` : `id:${request.body.email}`;
      // counted before the password is checked, so guesses sent at once cannot pass together
      const attempt = await signInAttempt(limit, request, reply, account);
      try {
        const result = await signIn(scopeOf(request), named, request.body.password);
        await attempt.settled();
        return ok(result, accountMessages(request.lang, 'loggedIn'));
      } catch (err) {
        // a wrong password or an unknown account stays a failure; a banned account's right password does not
        if (err instanceof AppError && err.statusCode !== 401) await attempt.settled();
        throw err;
      }
    },
  );

  app.post(
    '/social-login',
    {
      bodyLimit: BODY_LIMIT,
      onRequest: [limit.socialByAddress.byAddress],
      schema: { tags, body: socialLoginSchema, response: { 200: envelopeOf(contract.loginResult) } },
    },
    async (request) => {
      const result = await socialSignIn(scopeOf(request), request.body.provider, request.body.token);
      return ok(result, accountMessages(request.lang, 'loggedIn'));
    },
  );

  app.post(
    '/requestPasswordReset',
    {
      bodyLimit: BODY_LIMIT,
      onRequest: [limit.resetRequestByAddress.byAddress],
      schema: { tags, body: requestPasswordResetSchema, response: { 200: envelopeOf(z.null()) } },
    },
    async (request, reply) => {
      // one account, whether named by its e-mail or its phone (an unknown name is its own key)
      const named = await findUserByIdentifier(app.ctx.db, request.body.email);
      await limit.resetRequestByAccount.hit(request, reply, named ? `user:${named.id}` : `id:${request.body.email}`);
      await requestPasswordReset(scopeOf(request), named);
      return ok(null, accountMessages(request.lang, 'resetRequested'));
    },
  );

  app.post(
    '/resetPassword',
    {
      bodyLimit: BODY_LIMIT,
      onRequest: [limit.resetByAddress.byAddress],
      schema: { tags, body: resetPasswordSchema, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await resetPassword(scopeOf(request), request.body);
      return ok(null, accountMessages(request.lang, 'passwordReset'));
    },
  );

  app.post(
    '/activeAccount',
    {
      bodyLimit: BODY_LIMIT,
      onRequest: [limit.codeByAddress.byAddress],
      preHandler: [limit.codeByAccount.byAccount],
      schema: { tags, security: bearer, body: activeAccountSchema, response: { 200: envelopeOf(contract.activationAnswer) } },
    },
    async (request) => {
      const user = requireUser(request, { allowInactive: true });
      const result = await activateAccount(scopeOf(request), user, request.body.code);
      const message = accountMessages(request.lang, result.alreadyActive ? 'alreadyActive' : 'activated');
      return ok({ activation_str: result.user.activation_str, user: result.user }, message);
    },
  );

  app.post(
    '/resendCode',
    {
      bodyLimit: BODY_LIMIT,
      onRequest: [limit.resendByAddress.byAddress],
      schema: { tags, security: bearer, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      const user = requireUser(request, { allowInactive: true });
      await resendActivationCode(scopeOf(request), user);
      return ok(null, accountMessages(request.lang, 'codeResent'));
    },
  );

  app.post(
    '/updatePassword',
    {
      bodyLimit: BODY_LIMIT,
      preHandler: [limit.passwordByAccount.byAccount],
      schema: { tags, security: bearer, body: updatePasswordSchema, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      const user = requireUser(request);
      await updatePassword(scopeOf(request), user, request.body);
      return ok(null, accountMessages(request.lang, 'passwordChanged'));
    },
  );

  app.post(
    '/updateProfile',
    {
      bodyLimit: BODY_LIMIT,
      preHandler: [limit.profileByAccount.byAccount],
      schema: { tags, security: bearer, body: updateProfileSchema, response: { 200: envelopeOf(contract.userRecord) } },
    },
    async (request) => {
      const user = requireUser(request, { allowInactive: true });
      const record = await updateProfile(scopeOf(request), user, request.body);
      return ok(record, accountMessages(request.lang, 'profileUpdated'));
    },
  );

  // which social sign-in providers the storefront may offer (Google only when configured)
  app.get('/social-login/config', { schema: { tags, response: { 200: envelopeOf(contract.socialConfig) } } }, async () =>
    ok({ google_client_id: app.ctx.env.GOOGLE_CLIENT_ID ?? null }),
  );

  app.get(
    '/users/getProfile',
    { schema: { tags, security: bearer, response: { 200: envelopeOf(contract.userRecord) } } },
    async (request) => {
      const user = requireUser(request, { allowInactive: true });
      return ok(await getProfile(scopeOf(request), user), accountMessages(request.lang, 'profile'));
    },
  );

  app.post(
    '/users/web/logout',
    { bodyLimit: BODY_LIMIT, schema: { tags, security: bearer, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      // any signed-in token may end its own session, a banned account's included
      const user = request.user ?? requireUser(request);
      await signOut(scopeOf(request), user);
      return ok(null, accountMessages(request.lang, 'loggedOut'));
    },
  );
}
