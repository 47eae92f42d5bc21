import type { SELLER_ROLES, SessionUser, SignUpRequest } from '@threadway/contracts';
import { call } from '../../../lib/api-client';
import type { CodeSent } from './password';

export type SellerRole = (typeof SELLER_ROLES)[number];

export const sendRegisterCode = (email: string) => call<CodeSent>('POST', '/api/store/open/verificationCode', { body: { email, purpose: 'register' } });

export const signUp = (body: SignUpRequest) => call<SessionUser>('POST', '/api/store/open/signUp', { body });

/** The server reads the answer from the query string (spec 7) and the user from the bearer token. */
export const answerQuestionnaire = (role: SellerRole, otherText?: string) =>
  call<null>('PUT', '/api/store/open/questionnaireAnswers', { query: { role, otherText: role === 'other' ? otherText : undefined } });
