/**
 * Shopify names one thing two ways: the REST webhooks' numeric ids (with admin_graphql_api_id beside them)
 * and GraphQL's gid://shopify/Type/n. Store orders and their lines carry the gid form whichever way they
 * arrived, so a webhook and a poll of the same order agree; what we are given is accepted in either form.
 */
export const gidOf = (type: 'Order' | 'LineItem' | 'Fulfillment', id: string | number): string => {
  const text = String(id);
  return text.startsWith('gid://') ? text : `gid://shopify/${type}/${text}`;
};

/** The numeric tail of either form: how two spellings of one id are compared. */
export const numericIdOf = (id: string | number): string => String(id).split('/').pop() ?? String(id);
