import { z } from 'zod';
import { emailRule, fullNameRule, passwordRule, anyPasswordRule } from '../accounts/rules.ts';

/** Back-office roles. Operators are not sellers and never sign in through the seller API. */
export const OPERATOR_ROLES = ['admin', 'catalogue', 'fulfilment', 'finance', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const operatorLoginRequest = z.object({ email: emailRule, password: anyPasswordRule });
export const operator = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  active: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Operator = z.infer<typeof operator>;
export const operatorSession = z.object({ token: z.string(), jti: z.string(), operator, expiresAt: z.string() });

const roles = z.array(z.enum(OPERATOR_ROLES, { error: 'validation.choose' })).min(1, 'validation.choose');
export const createOperatorRequest = z.object({ email: emailRule, fullName: fullNameRule, password: passwordRule, roles });
export const updateOperatorRequest = z.object({
  fullName: fullNameRule.optional(),
  roles: roles.optional(),
  active: z.boolean().optional(),
  password: passwordRule.optional(),
});
export const idParam = z.object({ id: z.coerce.number().int().positive() });

export const maintenanceState = z.object({ enabled: z.boolean(), message: z.string().nullable(), updatedAt: z.string().nullable() });
export const setMaintenanceRequest = z.object({ enabled: z.boolean(), message: z.string().trim().max(500, 'validation.tooLong').nullable().optional() });

export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
