import type { z } from 'zod';
import type { checkoutSignUpRequest, questionnaireQuery, signUpRequest } from '@threadway/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, notSignedIn } from '../../platform/errors.ts';
import type { VerificationCodeService } from './codes.service.ts';
import { hashPassword } from './passwords.ts';
import type { signInService } from './sign-in.service.ts';
import { usersRepository } from './users.repository.ts';

type SignUp = z.output<typeof signUpRequest>;
type CheckoutSignUp = z.output<typeof checkoutSignUpRequest>;

export function signUpService(app: FastifyInstance, codes: VerificationCodeService, signIn: ReturnType<typeof signInService>) {
  const db = app.database.db;

  /** Creates the account and uses the e-mail code in one transaction, then signs the user in. */
  async function create(request: FastifyRequest, input: (SignUp | CheckoutSignUp) & { phone?: string }, channel: 'web' | 'checkout') {
    const users = usersRepository(db);
    const phone = input.phone ?? null;
    if (await users.byEmail(input.email)) throw conflict('errors.emailRegistered', 'email');
    if (phone && (await users.byPhone(phone))) throw conflict('errors.phoneRegistered', 'phone');
    const passwordHash = await hashPassword(input.password);
    const user = await db.transaction(async (tx) => {
      await codes.consume(tx, input.email, ['register'], input.verificationCode);
      const business = 'brandName' in input ? input : undefined;
      return usersRepository(tx).insert({
        email: input.email,
        emailVerified: true,
        fullName: input.fullName,
        passwordHash,
        phone,
        brandName: business?.brandName || null,
        websiteUrl: business?.websiteUrl || null,
        referrerSource: business?.referrerSource ?? null,
        referralCode: business?.referralCode || null,
        signUpChannel: channel,
      });
    }).catch((error: unknown) => {
      // Two sign-ups racing for one e-mail or phone: the unique index decides, the loser hears why.
      if (isUniqueViolation(error, 'users_phone_key')) throw conflict('errors.phoneRegistered', 'phone');
      if (isUniqueViolation(error)) throw conflict('errors.emailRegistered', 'email');
      throw error;
    });
    return signIn.startSession(request, user, 'signUp', false);
  }

  return {
    signUp: (request: FastifyRequest, input: SignUp) => create(request, input, 'web'),
    checkoutSignUp: (request: FastifyRequest, input: CheckoutSignUp) => create(request, input, 'checkout'),

    async answerQuestionnaire(request: FastifyRequest, answers: z.output<typeof questionnaireQuery>) {
      // The path is open (spec 7), but only the newly signed-up user may answer for themselves.
      if (request.principal?.type !== 'user') throw notSignedIn();
      await usersRepository(db).update(request.principal.id, { sellerRole: answers.role, sellerRoleOther: answers.otherText || null });
    },
  };
}
