import type { FastifyInstance } from 'fastify';
import { accountSettingRoutes } from './account-setting.routes.ts';
import { accountSettingService } from './account-setting.service.ts';
import { addressesPlugin } from './addresses/index.ts';
import { behaviorRoutes } from './behavior.routes.ts';
import { verificationCodeService } from './codes.service.ts';
import { sessionRoutes } from './session.routes.ts';
import { signInService } from './sign-in.service.ts';
import { signUpRoutes } from './sign-up.routes.ts';
import { signUpService } from './sign-up.service.ts';
import { socialPlugin } from './social/index.ts';

export function accountsServices(app: FastifyInstance) {
  const codes = verificationCodeService(app);
  const signIn = signInService(app);
  return { codes, signIn, signUp: signUpService(app, codes, signIn), accountSetting: accountSettingService(app, codes) };
}
export type AccountsServices = ReturnType<typeof accountsServices>;

/** Sellers' accounts: sign-up, sign-in and sessions, social sign-in, verification codes, account settings. */
export async function accountsModule(app: FastifyInstance) {
  const services = accountsServices(app);
  await app.register(sessionRoutes(services));
  await app.register(signUpRoutes(services));
  await app.register(accountSettingRoutes(services));
  await app.register(behaviorRoutes);
  await app.register(addressesPlugin);
  await app.register(socialPlugin(services.signIn));
}
