/** Pino redact paths of store secrets (tokens, consumer keys and secrets, sealed blobs), at the top level and one level down. */
const NAMES = ['accessToken', 'access_token', 'refreshToken', 'refresh_token', 'consumerSecret', 'consumer_secret', 'consumerKey', 'consumer_key', 'credentials', 'client_secret'];
export const STORE_SECRET_LOG_PATHS = NAMES.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]);
