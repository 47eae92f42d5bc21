import type { SessionUser, UserProfile } from '@threadway/contracts';
import type { IssuedSession } from '../../platform/sessions.ts';
import type { UserRow } from './users.repository.ts';

/** The only place that decides what of a user leaves the API. */
export function toSessionUser(user: UserRow, session: IssuedSession): SessionUser {
  return {
    token: session.token,
    jti: session.jti,
    userId: user.id,
    userName: user.fullName,
    email: user.email,
    phone: user.phone,
    authorities: user.authorities,
    approvalStatus: user.approvalStatus,
    isAuthentication: user.emailVerified,
    expiresAt: session.expiresAt.toISOString(),
  };
}

export function toProfile(user: UserRow): UserProfile {
  return {
    userId: user.id,
    fullName: user.fullName,
    email: user.email,
    emailVerified: user.emailVerified,
    phone: user.phone,
    brandName: user.brandName,
    websiteUrl: user.websiteUrl,
    authorities: user.authorities,
    approvalStatus: user.approvalStatus,
    questionnaireAnswered: user.sellerRole !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
