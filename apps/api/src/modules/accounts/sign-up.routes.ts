import {
  checkCodeRequest,
  checkoutSignUpRequest,
  codeSent,
  emailExistsRequest,
  forgetPasswordRequest,
  questionnaireQuery,
  resetPasswordRequest,
  sendCodeRequest,
  sessionUser,
  signUpRequest,
} from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { answers, noData, sensitiveRateLimit } from '../../platform/schemas.ts';
import type { AccountsServices } from './index.ts';
import { usersRepository } from './users.repository.ts';

const tags = ['accounts'];

export const signUpRoutes =
  (services: AccountsServices): FastifyPluginAsyncZod =>
  async (app) => {
    const users = usersRepository(app.database.db);

    app.post('/api/store/open/signUp', { schema: { tags, summary: 'Sign up (business and personal information)', body: signUpRequest, response: answers(sessionUser) } }, async (request) =>
      ok(request, await services.signUp.signUp(request, request.body), 'success.registerSuccess'),
    );

    app.post('/api/store/open/v2/signUp', { schema: { tags, summary: 'Sign up from checkout', body: checkoutSignUpRequest, response: answers(sessionUser) } }, async (request) =>
      ok(request, await services.signUp.checkoutSignUp(request, request.body), 'success.registerSuccess'),
    );

    app.put('/api/store/open/questionnaireAnswers', { schema: { tags, summary: 'Answer the sign-up questionnaire (signed in)', querystring: questionnaireQuery, response: noData } }, async (request) => {
      await services.signUp.answerQuestionnaire(request, request.query);
      return ok(request, null, 'success.thanksSubmission');
    });

    /** Sends an e-mail code for sign-up, password reset or e-mail verification. */
    const sendOpenCode = async (email: string, purpose: 'register' | 'resetPassword' | 'verifyEmail', request: Parameters<typeof services.codes.send>[0]) => {
      const registered = await users.byEmail(email);
      if (purpose === 'register' && registered) throw conflict('errors.emailRegistered', 'email');
      if (purpose !== 'register' && !registered) throw notFound('errors.emailNotRegistered');
      return services.codes.send(request, 'email', email, purpose);
    };
    for (const url of ['/api/store/open/verificationCode', '/api/store/open/emailAuthentication']) {
      app.post(url, { config: sensitiveRateLimit, schema: { tags, summary: 'Send an e-mail verification code', body: sendCodeRequest, response: answers(codeSent) } }, async (request) =>
        ok(request, await sendOpenCode(request.body.email, request.body.purpose, request), 'success.codeSent'),
      );
    }
    app.post('/api/store/open/forgetPassword', { config: sensitiveRateLimit, schema: { tags, summary: 'Send a password-reset code', body: forgetPasswordRequest, response: answers(codeSent) } }, async (request) =>
      ok(request, await sendOpenCode(request.body.email, 'resetPassword', request), 'success.codeSent'),
    );

    app.post('/api/store/open/checkVerificationCode', { config: sensitiveRateLimit, schema: { tags, summary: 'Check an e-mail code', body: checkCodeRequest, response: noData } }, async (request) => {
      await services.codes.check(request.body.email, [request.body.purpose], request.body.verificationCode);
      return ok(request, null, request.body.purpose === 'resetPassword' ? 'success.emailVerifiedReset' : 'success.codeVerified');
    });

    app.put('/api/store/open/password', { config: sensitiveRateLimit, schema: { tags, summary: 'Reset the password with an e-mail code', body: resetPasswordRequest, response: noData } }, async (request) => {
      await services.accountSetting.resetPassword(request.body.email, request.body.verificationCode, request.body.password);
      return ok(request, null, 'success.passwordReset');
    });

    for (const url of ['/api/store/exitByEmail', '/api/v1/store/auth/exitByEmail']) {
      app.post(
        url,
        { config: { access: 'userOrVisitor', ...sensitiveRateLimit }, schema: { tags, summary: 'Is this e-mail registered? (session or visitor ticket)', body: emailExistsRequest, response: answers(z.object({ exists: z.boolean() })) } },
        async (request) => ok(request, { exists: Boolean(await users.byEmail(request.body.email)) }),
      );
    }
  };
