import type { codeSent } from '@threadway/contracts';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type CodeSent = z.infer<typeof codeSent>;

export interface ResetPasswordInput {
  email: string;
  verificationCode: string;
  password: string;
  confirmPassword: string;
}

export const sendResetCode = (email: string) => call<CodeSent>('POST', '/api/store/open/forgetPassword', { body: { email } });

export const checkResetCode = (email: string, verificationCode: string) =>
  call<null>('POST', '/api/store/open/checkVerificationCode', { body: { email, verificationCode, purpose: 'resetPassword' } });

/** Also the password change of account settings; the server then ends every session of the account. */
export const resetPassword = (body: ResetPasswordInput) => call<null>('PUT', '/api/store/open/password', { body });
