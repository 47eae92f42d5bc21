import type { BadInputTable } from './case.ts';

const key = 'k'.repeat(43);

/** Social sign-in (decision 0033); in this server Google is not configured, so a well-formed start is a 404. */
export const socialBadInput: BadInputTable = {
  cases: {
    'GET /api/oauth/{type}/authorize': [
      { note: 'unknown provider', path: '/api/oauth/myspace/authorize', auth: 'none' },
      { note: 'provider not configured', path: '/api/oauth/google/authorize', auth: 'none', status: 404, message: 'Sign-in with Google is not available.' },
    ],
    'GET /api/oauth/{type}/callback': [
      { note: 'unknown provider', path: '/api/oauth/myspace/callback', query: { code: 'c', state: 's' }, auth: 'none' },
      { note: 'state too long', path: '/api/oauth/google/callback', query: { code: 'c', state: 's'.repeat(201) }, auth: 'none' },
    ],
    'GET /api/oauth/userInfoByKeyAndType': [
      { note: 'no key', query: { type: 'google' }, auth: 'none' },
      { note: 'key too short', query: { key: 'short', type: 'google' }, auth: 'none' },
      { note: 'unknown provider', query: { key, type: 'myspace' }, auth: 'none' },
      { note: 'unknown key', query: { key, type: 'google' }, auth: 'none', status: 400, message: 'This Google sign-in has expired. Please sign in with Google again.' },
    ],
    'POST /api/oauth/social/signUp': [
      { note: 'empty body', body: {}, auth: 'none' },
      { note: 'an array', body: [key], auth: 'none' },
      { note: 'weak password', body: { key, type: 'google', fullName: 'Jane Doe', email: 'jane@example.com', password: 'short' }, auth: 'none' },
      { note: 'unknown key', body: { key, type: 'google', fullName: 'Jane Doe', email: 'jane@example.com', password: 'Secret123' }, auth: 'none', status: 400 },
    ],
    'POST /api/oauth/social/bind': [
      { note: 'empty body', body: {}, auth: 'none' },
      { note: 'e-mail not an e-mail', body: { key, type: 'google', email: 'nope', password: 'Secret123' }, auth: 'none' },
      { note: 'unknown key', body: { key, type: 'google', email: 'jane@example.com', password: 'Secret123' }, auth: 'none', status: 400 },
    ],
  },
  noInput: ['GET /api/oauth/providers'],
};
