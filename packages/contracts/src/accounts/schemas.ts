import { z } from 'zod';
import {
  anyPasswordRule,
  checkoutPasswordRule,
  emailRule,
  fullNameRule,
  fullPhoneRule,
  passwordRule,
  termsRule,
  urlRule,
  verificationCodeRule,
} from './rules.ts';

/** How did you hear about us (spec 3, registration). */
export const REFERRER_SOURCES = ['socialMedia', 'anotherBrand', 'wholesaler', 'employee', 'other'] as const;
/** How would you describe yourself (spec 1). */
export const SELLER_ROLES = ['onlineSeller', 'brickAndMortar', 'omniChannel', 'influencer', 'customer', 'other'] as const;
/** What a verification code is for; a code only works for the purpose it was sent for. */
export const CODE_PURPOSES = ['register', 'resetPassword', 'changeEmail', 'changePhone', 'bindEmail', 'verifyEmail'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

const optionalText = (max: number) => z.string().trim().max(max, 'validation.tooLong').optional();

export const loginRequest = z.object({
  account: z.string({ error: 'validation.accountRequired' }).trim().min(1, 'validation.accountRequired').max(254),
  password: anyPasswordRule,
  rememberMe: z.boolean().default(false),
});
export const temporaryLoginRequest = z.object({ temporaryToken: z.string().min(16).max(200) });

/** What the client keeps as its session (spec 3, session / user state). */
export const sessionUser = z.object({
  token: z.string(),
  jti: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  authorities: z.array(z.string()),
  approvalStatus: z.number().int(),
  isAuthentication: z.boolean(),
  expiresAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const signUpRequest = z.object({
  brandName: optionalText(255),
  websiteUrl: urlRule.optional().or(z.literal('')),
  referrerSource: z.enum(REFERRER_SOURCES, { error: 'validation.choose' }).optional(),
  phone: fullPhoneRule,
  fullName: fullNameRule,
  email: emailRule,
  verificationCode: verificationCodeRule,
  password: passwordRule,
  referralCode: optionalText(64),
  acceptTerms: termsRule,
});
export type SignUpRequest = z.input<typeof signUpRequest>;

/** Sign-up from checkout (spec 2.6): the short form, with the 6-20 character password. */
export const checkoutSignUpRequest = z.object({
  fullName: fullNameRule,
  email: emailRule,
  verificationCode: verificationCodeRule,
  password: checkoutPasswordRule,
  acceptTerms: termsRule,
});

export const questionnaireQuery = z.object({
  role: z.enum(SELLER_ROLES, { error: 'validation.choose' }),
  otherText: optionalText(255),
});

export const sendCodeRequest = z.object({
  email: emailRule,
  purpose: z.enum(['register', 'resetPassword', 'verifyEmail'], { error: 'validation.choose' }).default('register'),
});
export const checkCodeRequest = z.object({
  email: emailRule,
  verificationCode: verificationCodeRule,
  purpose: z.enum(['register', 'resetPassword', 'verifyEmail']).default('register'),
});
export const forgetPasswordRequest = z.object({ email: emailRule });
export const resetPasswordRequest = z
  .object({ email: emailRule, verificationCode: verificationCodeRule, password: passwordRule, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: 'validation.passwordMismatch', path: ['confirmPassword'] });

export const emailExistsRequest = z.object({ email: emailRule });

export const accountSettingRequest = z.union([
  z.object({ userId: z.number().int(), fullName: fullNameRule }),
  z.object({ userId: z.number().int(), email: emailRule, verificationCode: verificationCodeRule }),
  z.object({ userId: z.number().int(), phone: fullPhoneRule, verificationCode: verificationCodeRule }),
]);

export const changePasswordRequest = z
  .object({ verificationCode: verificationCodeRule, password: passwordRule, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: 'validation.passwordMismatch', path: ['confirmPassword'] });

/** POST /api/store/authentication: send a code to a new e-mail or phone of the signed-in user. */
export const authenticationRequest = z.union([
  z.object({ userId: z.number().int(), email: emailRule, purpose: z.enum(['changeEmail', 'bindEmail', 'verifyEmail', 'resetPassword']).default('changeEmail'), token: z.string().max(200).optional() }),
  z.object({ userId: z.number().int(), phone: fullPhoneRule, purpose: z.literal('changePhone').default('changePhone'), token: z.string().max(200).optional() }),
]);
export const authenticationCheckRequest = z.union([
  z.object({ verificationCode: verificationCodeRule, email: emailRule, purpose: z.enum(['changeEmail', 'bindEmail', 'verifyEmail', 'resetPassword']).default('changeEmail') }),
  z.object({ verificationCode: verificationCodeRule, phone: fullPhoneRule, purpose: z.literal('changePhone').default('changePhone') }),
]);

export const userProfile = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  brandName: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  authorities: z.array(z.string()),
  approvalStatus: z.number().int(),
  /** Whether the sign-up questionnaire (spec 2.6, third step) was answered. */
  questionnaireAnswered: z.boolean(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const codeSent = z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() });

export const loginLogEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  method: z.string(),
  success: z.boolean(),
});
export const clientLoginLogRequest = z.object({ device: z.string().max(200).optional(), screen: z.string().max(50).optional() });

export { BEHAVIOR_TYPE_CHECKOUT_REMINDER, BEHAVIOR_TYPE_ORDER_EMAILS, BEHAVIOR_TYPE_PREFERENCES } from './behavior.ts';
export const behaviorConfig = z.object({ id: z.number().int(), type: z.number().int(), content: z.string() });
export const saveBehaviorConfigRequest = z.object({
  id: z.number().int().optional(),
  type: z.number().int().min(1).max(99),
  content: z.string().max(4000, 'validation.tooLong'),
});
export const userBehaviorQuery = z.object({ type: z.coerce.number().int().min(1).max(99) });
export const putUserBehaviorRequest = z.object({ type: z.number().int().min(1).max(99), content: z.string().max(4000, 'validation.tooLong') });

/** Social sign-in providers (spec 2.6, third-party registration and bind). */
export const SOCIAL_TYPES = ['google'] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];
const socialKey = z.string().min(16).max(200);
const socialType = z.enum(SOCIAL_TYPES, { error: 'validation.choose' });

/** GET /api/oauth/userInfoByKeyAndType: the key names one verified social sign-in, for a few minutes. */
export const socialKeyQuery = z.object({ key: socialKey, type: socialType });
/** Bound: the session (the key is used up). Not bound: what the provider told us, to prefill the forms. */
export const socialUserInfo = z.object({
  bound: z.boolean(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  session: sessionUser.nullable(),
});
export type SocialUserInfo = z.infer<typeof socialUserInfo>;
/** Third-party registration: full name, e-mail, password (spec 2.6). */
export const socialSignUpRequest = z.object({ key: socialKey, type: socialType, fullName: fullNameRule, email: emailRule, password: passwordRule });
export type SocialSignUpRequest = z.input<typeof socialSignUpRequest>;
/** Third-party bind: e-mail and password of the existing account. */
export const socialBindRequest = z.object({ key: socialKey, type: socialType, email: emailRule, password: anyPasswordRule });
export type SocialBindRequest = z.input<typeof socialBindRequest>;
export const socialProviders = z.object({ providers: z.array(socialType) });
